-- Substring search that does not read a whole company (issue 19, docs/benchmarks.md).
-- Under row level security PostgreSQL may neither use an index for ILIKE (it is not leakproof)
-- nor its statistics, so `order 123458` read all 200,000 objects of a big company. The lists
-- now ask which rows match through a view of the owner (a superuser, as README requires), which
-- row level security does not apply to: the view applies the transaction's company scope itself,
-- with the policies' own condition, and shows only what a search compares. Inside it the planner
-- has its statistics and the trigram indexes below: it walks the name index for a common term and
-- takes the few matches of a rare one from the trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "notices_title_trgm_idx" ON "notices" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "publications_name_trgm_idx" ON "publications" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE VIEW publication_search AS
  SELECT id, company_id, status, name, object_number FROM publications
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system());
--> statement-breakpoint
CREATE VIEW notice_search AS
  SELECT id, company_id, title FROM notices
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system());
--> statement-breakpoint
-- Read only: a simple view is updatable, and a write through it would pass as the owner.
REVOKE ALL ON publication_search, notice_search FROM PUBLIC, app_user;
--> statement-breakpoint
GRANT SELECT ON publication_search, notice_search TO app_user;
--> statement-breakpoint
-- PostgreSQL 18 would fold the view back into the list's own scan of the same table (self-join
-- elimination), where row level security applies to ILIKE again: off for this database there
-- (PGlite, also 18, starts with it off: pgliteOptions in src/db/client.ts).
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 180000 THEN
    EXECUTE format('ALTER DATABASE %I SET enable_self_join_elimination = off', current_database());
  END IF;
END
$$;
