CREATE TABLE "company_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"text" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "post_recipients" (
	"company_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "post_recipients_company_id_post_id_user_id_pk" PRIMARY KEY("company_id","post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "post_recipients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "system_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_notices" ADD CONSTRAINT "company_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_notices" ADD CONSTRAINT "company_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_recipients" ADD CONSTRAINT "post_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_recipients" ADD CONSTRAINT "post_recipients_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_recipients" ADD CONSTRAINT "post_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_notices_company_idx" ON "company_notices" USING btree ("company_id","starts_on");--> statement-breakpoint
CREATE INDEX "post_recipients_company_user_idx" ON "post_recipients" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "posts_company_publication_idx" ON "posts" USING btree ("company_id","publication_id","created_at");--> statement-breakpoint
CREATE POLICY "company_notices_scope" ON "company_notices" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "post_recipients_scope" ON "post_recipients" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "posts_scope" ON "posts" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));