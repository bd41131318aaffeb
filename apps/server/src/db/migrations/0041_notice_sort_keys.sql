-- Every page of the reminder list costs what page 1 costs (issue 19, docs/benchmarks.md, "Deep
-- pages"): a page after a given row is a range of the sort's index. Under row level security only
-- leakproof conditions may bound an index scan, and lower(title) is not leakproof, so a range on
-- the old expression index (company_id, lower(title), id) became a filter over every row before
-- it (and an expression index never serves an index-only scan). The key is now a stored column,
-- compared with text's leakproof operators. The other sorts (nulls last, ties by id) get an index
-- each: by end date, and both dates descending, read and sorted the whole company on every page.
DROP INDEX "notices_company_title_idx";--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_key" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "notices_company_title_key_idx" ON "notices" USING btree ("company_id","title_key","id");--> statement-breakpoint
CREATE INDEX "notices_company_reminder_desc_idx" ON "notices" USING btree ("company_id","reminder_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notices_company_enddate_idx" ON "notices" USING btree ("company_id","enddate","id");--> statement-breakpoint
CREATE INDEX "notices_company_enddate_desc_idx" ON "notices" USING btree ("company_id","enddate" DESC NULLS LAST,"id");