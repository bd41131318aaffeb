-- Plants (issue 47, item 6, docs/orders.md "Plants"): the language of the owner's budning notices,
-- and the orders made from the planning list, one per plant, budning type and due date, so that
-- reporting such an order moves that type's next due date by its interval.
ALTER TABLE "plants" ADD COLUMN "language" text DEFAULT 'se' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_language_check" CHECK ("language" in ('se', 'en'));--> statement-breakpoint
CREATE TABLE "plant_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"plant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "plant_orders_type_check" CHECK ("type" in ('SOTNING', 'KONTROLL', 'BESIKTNING'))
);
--> statement-breakpoint
ALTER TABLE "plant_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plant_orders" ADD CONSTRAINT "plant_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_orders" ADD CONSTRAINT "plant_orders_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_orders" ADD CONSTRAINT "plant_orders_plant_fk" FOREIGN KEY ("company_id","plant_id") REFERENCES "public"."plants"("company_id","publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One order per plant, type and due date, whoever makes them at once.
CREATE UNIQUE INDEX "plant_orders_due_idx" ON "plant_orders" USING btree ("plant_id","type","due_date");--> statement-breakpoint
CREATE POLICY "plant_orders_scope" ON "plant_orders" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();--> statement-breakpoint
SELECT app_audit_attach();
