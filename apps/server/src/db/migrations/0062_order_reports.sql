-- An order's report (issue 47 item 4, docs/orders.md "Report"): one row per order, saved while it is
-- in progress, with the delivered quantity per order line (jsonb: line id -> quantity as text), extra
-- lines (description, quantity, unit), the time spent in minutes, the order's files shown as photos,
-- a note, the customer's drawn signature (a PNG data URL, checked as esign's) with the signer's name,
-- and the language the order report PDF is written in.
CREATE TABLE "order_reports" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"delivered" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_minutes" integer,
	"photo_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"signature" text,
	"signer_name" text,
	"signed_at" timestamp with time zone,
	"language" text DEFAULT 'se' NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reports_time_check" CHECK ("time_minutes" is null or "time_minutes" between 0 and 100000),
	CONSTRAINT "order_reports_language_check" CHECK ("language" in ('en', 'se')),
	CONSTRAINT "order_reports_signed_check" CHECK (("signature" is null) = ("signer_name" is null))
);
--> statement-breakpoint
ALTER TABLE "order_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "order_reports_scope" ON "order_reports" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();--> statement-breakpoint
SELECT app_audit_attach();
