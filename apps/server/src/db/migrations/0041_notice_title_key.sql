-- Deep pages of the reminder list cost what page 1 costs (issue 19, docs/benchmarks.md): a page
-- after a given row is a range of the sort's index. Under row level security only leakproof
-- conditions may bound an index scan, and lower(title) is not leakproof, so a range on the old
-- expression index (company_id, lower(title), id) became a filter over every row before it (and
-- an expression index never serves an index-only scan). The key is now a stored column, compared
-- with text's leakproof operators, and its index serves the sort in both directions.
DROP INDEX "notices_company_title_idx";--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_key" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "notices_company_title_key_idx" ON "notices" USING btree ("company_id","title_key","id");
