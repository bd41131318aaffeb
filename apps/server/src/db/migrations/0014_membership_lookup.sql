-- The tenant plugin's membership check in one statement, outside any transaction: the member's
-- type and web flag, the company's features and the member's permissions. The caller (the
-- plugin, as the owner) passes the company of the path and the user of the verified session.
CREATE OR REPLACE FUNCTION app_membership(company uuid, member uuid)
RETURNS TABLE (type text, features jsonb, enabled_features jsonb, permissions text[])
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public SET app.system = 'on' AS $$
  SELECT cu.type, cu.features, c.enabled_features,
         array(SELECT p.permission FROM permissions p WHERE p.company_id = company AND p.user_id = member)
  FROM company_users cu JOIN companies c ON c.id = cu.company_id
  WHERE cu.company_id = company AND cu.user_id = member
$$;
--> statement-breakpoint
-- Neither lookup is for the application role: only the owner that authenticates requests.
REVOKE EXECUTE ON FUNCTION app_membership(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_api_token(text) FROM PUBLIC;
