DROP INDEX "notice_assignees_company_user_idx";--> statement-breakpoint
CREATE INDEX "notices_company_category_idx" ON "notices" USING btree ("company_id","category_id","status","reminder_at");--> statement-breakpoint
CREATE INDEX "notice_assignees_company_user_idx" ON "notice_assignees" USING btree ("company_id","user_id","notice_id");