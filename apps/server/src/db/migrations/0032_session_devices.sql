ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
-- The same lookup as before, now also stamping when the session was last seen (at most every 5 minutes, so most requests write nothing).
CREATE OR REPLACE FUNCTION app_session(token_hash text, company uuid, at timestamptz)
RETURNS TABLE (id uuid, session_id uuid, app_id text, type text, features jsonb, enabled_features jsonb, permissions text[])
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public SET app.system = 'on' AS $$
#variable_conflict use_column
BEGIN
  UPDATE sessions s SET last_seen_at = at
  WHERE s.token_hash = app_session.token_hash AND s.revoked_at IS NULL AND s.expires_at > at
    AND (s.last_seen_at IS NULL OR s.last_seen_at < at - interval '5 minutes');
  RETURN QUERY
  SELECT u.id, s.id, s.app_id, cu.type, cu.features, c.enabled_features,
         CASE WHEN cu.user_id IS NULL THEN NULL
              ELSE array(SELECT p.permission FROM permissions p WHERE p.company_id = company AND p.user_id = u.id) END
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN company_users cu ON cu.company_id = company AND cu.user_id = u.id
  LEFT JOIN companies c ON c.id = cu.company_id
  WHERE s.token_hash = app_session.token_hash AND s.revoked_at IS NULL AND s.expires_at > at;
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_session(text, uuid, timestamptz) FROM PUBLIC;
