-- drizzle-kit can only enable row level security; this forces it on every table that has it
-- enabled. Later migrations that add tenant tables end with: SELECT app_force_rls();
CREATE OR REPLACE FUNCTION app_force_rls() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity AND NOT c.relforcerowsecurity
  LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT app_force_rls();
