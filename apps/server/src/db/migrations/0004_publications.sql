CREATE TABLE "group_users" (
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "group_users_company_id_group_id_user_id_pk" PRIMARY KEY("company_id","group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "group_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'HIDDEN' NOT NULL,
	"customer_connected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_counters" (
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "company_counters_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "company_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "keypass_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"secret_id" uuid NOT NULL,
	"user_id" uuid,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keypass_reveals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "keypass_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"label" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keypass_secrets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "publication_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "publication_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"upload_name" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"upload_status" text DEFAULT 'INPROGRESS' NOT NULL,
	"upload_progress" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "publication_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"user_id" uuid,
	"group_id" uuid,
	"shared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_shares" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "publication_watches" (
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_watches_company_id_publication_id_user_id_pk" PRIMARY KEY("company_id","publication_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "publication_watches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"object_number" bigint NOT NULL,
	"period_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"group_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" uuid,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "publications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shared_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "shared_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "shared_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_counters" ADD CONSTRAINT "company_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keypass_reveals" ADD CONSTRAINT "keypass_reveals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keypass_reveals" ADD CONSTRAINT "keypass_reveals_secret_id_keypass_secrets_id_fk" FOREIGN KEY ("secret_id") REFERENCES "public"."keypass_secrets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keypass_reveals" ADD CONSTRAINT "keypass_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keypass_secrets" ADD CONSTRAINT "keypass_secrets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keypass_secrets" ADD CONSTRAINT "keypass_secrets_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_files" ADD CONSTRAINT "publication_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_files" ADD CONSTRAINT "publication_files_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_files" ADD CONSTRAINT "publication_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_shares" ADD CONSTRAINT "publication_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_shares" ADD CONSTRAINT "publication_shares_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_shares" ADD CONSTRAINT "publication_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_shares" ADD CONSTRAINT "publication_shares_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_shares" ADD CONSTRAINT "publication_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_watches" ADD CONSTRAINT "publication_watches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_watches" ADD CONSTRAINT "publication_watches_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_watches" ADD CONSTRAINT "publication_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_users_company_user_idx" ON "group_users" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "groups_company_name_idx" ON "groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "keypass_reveals_company_secret_idx" ON "keypass_reveals" USING btree ("company_id","secret_id");--> statement-breakpoint
CREATE INDEX "keypass_secrets_company_pub_idx" ON "keypass_secrets" USING btree ("company_id","publication_id");--> statement-breakpoint
CREATE INDEX "publication_comments_company_pub_idx" ON "publication_comments" USING btree ("company_id","publication_id","created_at");--> statement-breakpoint
CREATE INDEX "publication_comments_company_created_idx" ON "publication_comments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "publication_files_company_pub_idx" ON "publication_files" USING btree ("company_id","publication_id","created_at");--> statement-breakpoint
CREATE INDEX "publication_shares_company_pub_idx" ON "publication_shares" USING btree ("company_id","publication_id");--> statement-breakpoint
CREATE INDEX "publication_shares_user_idx" ON "publication_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publication_shares_unique_idx" ON "publication_shares" USING btree ("publication_id",coalesce("user_id", "group_id"));--> statement-breakpoint
CREATE INDEX "publication_watches_company_user_idx" ON "publication_watches" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_company_number_idx" ON "publications" USING btree ("company_id","object_number");--> statement-breakpoint
CREATE INDEX "publications_company_name_idx" ON "publications" USING btree ("company_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "publications_company_group_idx" ON "publications" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "publications_company_type_idx" ON "publications" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "shared_links_company_created_idx" ON "shared_links" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE POLICY "group_users_scope" ON "group_users" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "groups_scope" ON "groups" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "company_counters_scope" ON "company_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "keypass_reveals_scope" ON "keypass_reveals" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "keypass_secrets_scope" ON "keypass_secrets" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "publication_comments_scope" ON "publication_comments" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "publication_files_scope" ON "publication_files" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "publication_shares_scope" ON "publication_shares" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "publication_watches_scope" ON "publication_watches" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "publications_scope" ON "publications" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));--> statement-breakpoint
CREATE POLICY "shared_links_scope" ON "shared_links" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = any(app_company_ids())) WITH CHECK (company_id = any(app_company_ids()));