CREATE TABLE "sub_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"title" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_members" (
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "task_members_company_id_task_id_user_id_pk" PRIMARY KEY("company_id","task_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "task_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'todo' NOT NULL,
	"importance" text DEFAULT 'NORMAL' NOT NULL,
	"start_date" date,
	"start_time" text,
	"due_date" date,
	"due_time" text,
	"visibility" text DEFAULT 'PUBLIC' NOT NULL,
	"estimate_minutes" integer,
	"spent_minutes" integer DEFAULT 0 NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"rrule" text,
	"series_id" uuid,
	"due_delivered_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sub_tasks" ADD CONSTRAINT "sub_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_tasks" ADD CONSTRAINT "sub_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_members" ADD CONSTRAINT "task_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_members" ADD CONSTRAINT "task_members_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_members" ADD CONSTRAINT "task_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_tasks_task_idx" ON "sub_tasks" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "task_members_company_user_idx" ON "task_members" USING btree ("company_id","user_id","task_id");--> statement-breakpoint
CREATE INDEX "task_members_task_idx" ON "task_members" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tasks_company_due_idx" ON "tasks" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_company_start_idx" ON "tasks" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "tasks_company_publication_idx" ON "tasks" USING btree ("company_id","publication_id");--> statement-breakpoint
CREATE INDEX "tasks_company_series_idx" ON "tasks" USING btree ("company_id","series_id");--> statement-breakpoint
CREATE INDEX "tasks_due_delivery_idx" ON "tasks" USING btree ("due_date") WHERE "tasks"."done" = false and "tasks"."due_delivered_at" is null;--> statement-breakpoint
CREATE POLICY "sub_tasks_scope" ON "sub_tasks" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "task_members_scope" ON "task_members" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "tasks_scope" ON "tasks" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();
