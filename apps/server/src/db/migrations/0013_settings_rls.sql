SELECT app_force_rls();
--> statement-breakpoint
-- Authentication knows only a token's hash, and no company is in scope yet: this finds the live
-- token (and marks it used) without opening the table to the application role.
CREATE OR REPLACE FUNCTION app_api_token(hash text)
RETURNS TABLE (id uuid, company_id uuid, created_by uuid, permissions jsonb)
LANGUAGE sql SECURITY DEFINER SET search_path = public SET app.system = 'on' AS $$
  UPDATE api_tokens SET last_used_at = now()
  WHERE token_hash = hash AND revoked_at IS NULL
  RETURNING id, company_id, created_by, permissions
$$;
