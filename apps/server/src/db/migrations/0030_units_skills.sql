CREATE TABLE "publication_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"validity_months" integer,
	"notice_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unit_categories" (
	"unit_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "unit_categories_unit_id_category_id_pk" PRIMARY KEY("unit_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "unit_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unit_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
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
ALTER TABLE "unit_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unit_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric DEFAULT 1 NOT NULL,
	"unit_code" text DEFAULT 'PCS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unit_skills" (
	"unit_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "unit_skills_unit_id_skill_id_pk" PRIMARY KEY("unit_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "unit_skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "unit_users" (
	"unit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'ASSIGNED' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_users_unit_id_user_id_pk" PRIMARY KEY("unit_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "unit_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PLAN' NOT NULL,
	"manager_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "units" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"achieved_on" date NOT NULL,
	"valid_until" date,
	"certificate_key" text,
	"certificate_name" text,
	"certificate_size" bigint,
	"certificate_type" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_sent_for" date,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "publication_skills" ADD CONSTRAINT "publication_skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_skills" ADD CONSTRAINT "publication_skills_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_skills" ADD CONSTRAINT "publication_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_categories" ADD CONSTRAINT "unit_categories_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_categories" ADD CONSTRAINT "unit_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_categories" ADD CONSTRAINT "unit_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_files" ADD CONSTRAINT "unit_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_files" ADD CONSTRAINT "unit_files_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_files" ADD CONSTRAINT "unit_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_products" ADD CONSTRAINT "unit_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_products" ADD CONSTRAINT "unit_products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_skills" ADD CONSTRAINT "unit_skills_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_skills" ADD CONSTRAINT "unit_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_skills" ADD CONSTRAINT "unit_skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_users" ADD CONSTRAINT "unit_users_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_users" ADD CONSTRAINT "unit_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_users" ADD CONSTRAINT "unit_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publication_skills_pub_skill_idx" ON "publication_skills" USING btree ("publication_id","skill_id");--> statement-breakpoint
CREATE INDEX "publication_skills_company_idx" ON "publication_skills" USING btree ("company_id","skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_company_name_idx" ON "skills" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "unit_categories_company_category_idx" ON "unit_categories" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "unit_files_company_unit_idx" ON "unit_files" USING btree ("company_id","unit_id","created_at");--> statement-breakpoint
CREATE INDEX "unit_products_company_unit_idx" ON "unit_products" USING btree ("company_id","unit_id","name");--> statement-breakpoint
CREATE INDEX "unit_skills_company_skill_idx" ON "unit_skills" USING btree ("company_id","skill_id");--> statement-breakpoint
CREATE INDEX "unit_users_company_user_idx" ON "unit_users" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "units_company_name_idx" ON "units" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_skills_person_skill_idx" ON "user_skills" USING btree ("company_id","user_id","skill_id");--> statement-breakpoint
CREATE INDEX "user_skills_company_skill_idx" ON "user_skills" USING btree ("company_id","skill_id");--> statement-breakpoint
CREATE INDEX "user_skills_valid_until_idx" ON "user_skills" USING btree ("valid_until");--> statement-breakpoint
CREATE POLICY "publication_skills_scope" ON "publication_skills" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "skills_scope" ON "skills" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "unit_categories_scope" ON "unit_categories" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "unit_files_scope" ON "unit_files" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "unit_products_scope" ON "unit_products" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "unit_skills_scope" ON "unit_skills" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "unit_users_scope" ON "unit_users" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "units_scope" ON "units" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "user_skills_scope" ON "user_skills" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();
