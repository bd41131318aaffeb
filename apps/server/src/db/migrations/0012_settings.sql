CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text DEFAULT 'FILE' NOT NULL,
	"upload_name" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"org_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "form_group_users" (
	"company_id" uuid NOT NULL,
	"form_group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "form_group_users_company_id_form_group_id_user_id_pk" PRIMARY KEY("company_id","form_group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "form_group_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "form_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'DEFAULT' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_role_users" (
	"company_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "user_role_users_company_id_role_id_user_id_pk" PRIMARY KEY("company_id","role_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "user_role_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "form_group_limit" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_group_users" ADD CONSTRAINT "form_group_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_group_users" ADD CONSTRAINT "form_group_users_form_group_id_form_groups_id_fk" FOREIGN KEY ("form_group_id") REFERENCES "public"."form_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_group_users" ADD CONSTRAINT "form_group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_groups" ADD CONSTRAINT "form_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_users" ADD CONSTRAINT "user_role_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_users" ADD CONSTRAINT "user_role_users_role_id_user_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."user_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_users" ADD CONSTRAINT "user_role_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_company_idx" ON "api_tokens" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_files_company_kind_idx" ON "company_files" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_files_one_logo_idx" ON "company_files" USING btree ("company_id","kind") WHERE "company_files"."kind" <> 'FILE';--> statement-breakpoint
CREATE INDEX "customers_company_name_idx" ON "customers" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "form_groups_company_idx" ON "form_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_company_type_lang_idx" ON "mail_templates" USING btree ("company_id","type","language");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_company_name_idx" ON "user_roles" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tags_company_user_name_idx" ON "user_tags" USING btree ("company_id","user_id","name");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "api_tokens_scope" ON "api_tokens" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "company_files_scope" ON "company_files" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "customers_scope" ON "customers" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "form_group_users_scope" ON "form_group_users" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "form_groups_scope" ON "form_groups" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "invitations_scope" ON "invitations" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "mail_templates_scope" ON "mail_templates" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "user_role_users_scope" ON "user_role_users" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "user_roles_scope" ON "user_roles" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));--> statement-breakpoint
CREATE POLICY "user_tags_scope" ON "user_tags" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any(app_company_ids()) or app_is_system())) WITH CHECK ((company_id = any(app_company_ids()) or app_is_system()));