-- The calendar's month read a big company's whole tables (issue 19, docs/benchmarks.md, "The lists
-- case"): its tasks through coalesce(due, start), which no B-tree bounds since a task spans
-- start..due; its open repeating tasks through the company index; its e-sign deadlines and
-- investigation period ends through indexes without the date. Each gets an index on the company and
-- the date; the tasks a GiST index on the company (btree_gist) and the span as a date range.
-- Row level security forbids that index (&& is not leakproof), so the calendar asks which tasks meet
-- its range through `task_spans`, a view of the owner that applies the company scope itself, as the
-- search views do (migration 0040, docs/tenancy.md).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "esign_requests_company_deadline_idx" ON "esign_requests" USING btree ("company_id","deadline");--> statement-breakpoint
CREATE INDEX "publications_company_type_period_idx" ON "publications" USING btree ("company_id","type","period_date");--> statement-breakpoint
CREATE INDEX "tasks_company_span_idx" ON "tasks" USING gist ("company_id",daterange(least("start_date", "due_date"), coalesce("due_date", "start_date"), '[]')) WHERE coalesce("tasks"."due_date", "tasks"."start_date") is not null;--> statement-breakpoint
CREATE INDEX "tasks_company_open_series_idx" ON "tasks" USING btree ("company_id") WHERE "tasks"."rrule" is not null and "tasks"."done" = false;--> statement-breakpoint
CREATE VIEW task_spans AS
  SELECT id, company_id, start_date, due_date FROM tasks
  WHERE coalesce(due_date, start_date) IS NOT NULL
    AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()));
--> statement-breakpoint
-- Read only: a simple view is updatable, and a write through it would pass as the owner.
REVOKE ALL ON task_spans FROM PUBLIC, app_user;
--> statement-breakpoint
GRANT SELECT ON task_spans TO app_user;
