CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"color" integer DEFAULT 2264038 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notice_assignees" (
	"company_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "notice_assignees_company_id_notice_id_user_id_pk" PRIMARY KEY("company_id","notice_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notice_assignees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enddate" date,
	"reminder_at" date,
	"notice_period" text,
	"status" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"tag" text DEFAULT '' NOT NULL,
	"manager_id" uuid,
	"category_id" uuid,
	"delivered_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"viewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Europe/Stockholm' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_assignees" ADD CONSTRAINT "notice_assignees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_assignees" ADD CONSTRAINT "notice_assignees_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_assignees" ADD CONSTRAINT "notice_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_company_type_idx" ON "categories" USING btree ("company_id","type","name");--> statement-breakpoint
CREATE INDEX "notice_assignees_company_user_idx" ON "notice_assignees" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "notices_company_title_idx" ON "notices" USING btree ("company_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "notices_company_reminder_idx" ON "notices" USING btree ("company_id","reminder_at","id");--> statement-breakpoint
CREATE INDEX "notices_company_publication_idx" ON "notices" USING btree ("company_id","publication_id");--> statement-breakpoint
CREATE INDEX "notices_due_idx" ON "notices" USING btree ("reminder_at") WHERE "notices"."status" = false and "notices"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_company_user_idx" ON "notifications" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE POLICY "categories_scope" ON "categories" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "notice_assignees_scope" ON "notice_assignees" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "notices_scope" ON "notices" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "notifications_scope" ON "notifications" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "companies_scope" ON "companies" TO app_user USING ((id = any(app_company_ids()) or app_is_system()) or id in (select company_id from company_users where user_id = app_user_id())) WITH CHECK ((id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "company_users_scope" ON "company_users" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system()) or user_id = app_user_id()) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "permissions_scope" ON "permissions" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "group_users_scope" ON "group_users" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "groups_scope" ON "groups" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "company_counters_scope" ON "company_counters" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "keypass_reveals_scope" ON "keypass_reveals" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "keypass_secrets_scope" ON "keypass_secrets" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "publication_comments_scope" ON "publication_comments" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "publication_files_scope" ON "publication_files" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "publication_shares_scope" ON "publication_shares" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "publication_watches_scope" ON "publication_watches" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "publications_scope" ON "publications" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
ALTER POLICY "shared_links_scope" ON "shared_links" TO app_user USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));