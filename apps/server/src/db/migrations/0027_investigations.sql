CREATE TABLE "investigation_answers" (
	"publication_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"value" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investigation_answers_publication_id_question_id_pk" PRIMARY KEY("publication_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "investigation_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "investigation_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"period_days" integer,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investigation_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "investigations" (
	"publication_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"template_id" uuid,
	"template_name" text,
	"status" text DEFAULT 'open' NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "investigations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "investigators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investigators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "investigation_answers" ADD CONSTRAINT "investigation_answers_publication_id_investigations_publication_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."investigations"("publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_answers" ADD CONSTRAINT "investigation_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_answers" ADD CONSTRAINT "investigation_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_templates" ADD CONSTRAINT "investigation_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_templates" ADD CONSTRAINT "investigation_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_template_id_investigation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."investigation_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigators" ADD CONSTRAINT "investigators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigators" ADD CONSTRAINT "investigators_publication_id_investigations_publication_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."investigations"("publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigators" ADD CONSTRAINT "investigators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigators" ADD CONSTRAINT "investigators_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investigation_answers_company_idx" ON "investigation_answers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "investigation_templates_company_idx" ON "investigation_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "investigations_company_idx" ON "investigations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investigators_publication_user_idx" ON "investigators" USING btree ("publication_id","user_id");--> statement-breakpoint
CREATE INDEX "investigators_company_user_idx" ON "investigators" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE POLICY "investigation_answers_scope" ON "investigation_answers" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "investigation_templates_scope" ON "investigation_templates" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "investigations_scope" ON "investigations" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "investigators_scope" ON "investigators" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();
