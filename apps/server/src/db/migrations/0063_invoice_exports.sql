-- The invoice basis's exports (issue 47 item 7, docs/orders.md "Invoice basis"): one row per export
-- (who, when, the selection, the issue date its invoices carry, the sums) and one row per order it
-- marked invoiced, with the order's reported time and reporter as they were, so an undo puts exactly
-- that batch back to reported as it was reported.
CREATE TABLE "invoice_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"selection" jsonb NOT NULL,
	"order_count" integer NOT NULL,
	"net_ore" bigint NOT NULL,
	"vat_ore" bigint NOT NULL,
	"gross_ore" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
ALTER TABLE "invoice_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_exports" ADD CONSTRAINT "invoice_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_exports" ADD CONSTRAINT "invoice_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_exports" ADD CONSTRAINT "invoice_exports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_exports_company_id_idx" ON "invoice_exports" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoice_exports_company_created_idx" ON "invoice_exports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE POLICY "invoice_exports_scope" ON "invoice_exports" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "invoice_export_orders" (
	"export_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	CONSTRAINT "invoice_export_orders_pk" PRIMARY KEY("export_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_export_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_export_orders" ADD CONSTRAINT "invoice_export_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_export_orders" ADD CONSTRAINT "invoice_export_orders_export_fk" FOREIGN KEY ("company_id","export_id") REFERENCES "public"."invoice_exports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_export_orders" ADD CONSTRAINT "invoice_export_orders_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_export_orders" ADD CONSTRAINT "invoice_export_orders_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_export_orders_order_idx" ON "invoice_export_orders" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE POLICY "invoice_export_orders_scope" ON "invoice_export_orders" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();--> statement-breakpoint
SELECT app_audit_attach();
