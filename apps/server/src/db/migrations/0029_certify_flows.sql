CREATE TABLE "certify_flow_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid,
	"asked_at" timestamp with time zone,
	"decision" text,
	"comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certify_flow_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "certify_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"type" text NOT NULL,
	"approval_order" text NOT NULL,
	"requested_by" uuid,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"object_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"cancelled_by" uuid
);
--> statement-breakpoint
ALTER TABLE "certify_flows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certify_flow_steps" ADD CONSTRAINT "certify_flow_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certify_flow_steps" ADD CONSTRAINT "certify_flow_steps_flow_id_certify_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."certify_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certify_flow_steps" ADD CONSTRAINT "certify_flow_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certify_flows" ADD CONSTRAINT "certify_flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certify_flows" ADD CONSTRAINT "certify_flows_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certify_flows" ADD CONSTRAINT "certify_flows_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certify_flows" ADD CONSTRAINT "certify_flows_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certify_flow_steps_flow_position_idx" ON "certify_flow_steps" USING btree ("flow_id","position");--> statement-breakpoint
CREATE INDEX "certify_flow_steps_company_user_idx" ON "certify_flow_steps" USING btree ("company_id","user_id","flow_id");--> statement-breakpoint
CREATE INDEX "certify_flows_company_publication_idx" ON "certify_flows" USING btree ("company_id","publication_id","created_at");--> statement-breakpoint
CREATE POLICY "certify_flow_steps_scope" ON "certify_flow_steps" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "certify_flows_scope" ON "certify_flows" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();
