-- The lookups every request makes before its own transaction, in PL/pgSQL: a PL/pgSQL function
-- keeps its statement's plan for the life of the connection, whereas a SQL function (or the
-- same join sent as a statement) is planned again on every call, which cost more than the
-- lookup itself (a request's session lookup fell from about 0.29 to 0.08 ms of database time;
-- docs/benchmarks.md).
--
-- app_session: the live session of a token hash at a time, with the user's membership of the
-- company when one is given (null columns when none or not a member).
CREATE FUNCTION app_session(token_hash text, company uuid, at timestamptz)
RETURNS TABLE (id uuid, session_id uuid, app_id text, type text, features jsonb, enabled_features jsonb, permissions text[])
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public SET app.system = 'on' AS $$
#variable_conflict use_column
BEGIN
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_membership(company uuid, member uuid)
RETURNS TABLE (type text, features jsonb, enabled_features jsonb, permissions text[])
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public SET app.system = 'on' AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT cu.type, cu.features, c.enabled_features,
         array(SELECT p.permission FROM permissions p WHERE p.company_id = company AND p.user_id = member)
  FROM company_users cu JOIN companies c ON c.id = cu.company_id
  WHERE cu.company_id = company AND cu.user_id = member;
END
$$;
