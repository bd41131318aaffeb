-- Orders, order subscriptions and plants (issue 47, docs/orders.md): the parts of objects of type
-- order, orderSubscription and plant (one row per publication, as investigations), an order's lines
-- and assigned members, the dates a subscription generated (each exactly once), and a plant's
-- budning intervals. Order numbers come from company_counters (name 'order'), as customer numbers.
-- References inside a company are composite foreign keys (company_id, id).
CREATE UNIQUE INDEX IF NOT EXISTS "customers_company_id_idx" ON "customers" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_company_id_idx" ON "customer_contacts" USING btree ("company_id","id");--> statement-breakpoint
CREATE TABLE "plants" (
	"publication_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"plant_type" text DEFAULT 'BOTH' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"area" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plants_type_check" CHECK ("plant_type" in ('SELL', 'COLLECT', 'BOTH'))
);
--> statement-breakpoint
ALTER TABLE "plants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plants_company_id_idx" ON "plants" USING btree ("company_id","publication_id");--> statement-breakpoint
CREATE INDEX "plants_company_customer_idx" ON "plants" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE POLICY "plants_scope" ON "plants" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
-- A plant's budning types (SOTNING, KONTROLL, BESIKTNING): every interval_months, next due on next_due;
-- notice_sent_for is the due date whose budning notice was sent (one notice per due date).
CREATE TABLE "plant_intervals" (
	"plant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"interval_months" integer NOT NULL,
	"next_due" date,
	"last_done" date,
	"notice_sent_for" date,
	CONSTRAINT "plant_intervals_plant_id_type_pk" PRIMARY KEY("plant_id","type"),
	CONSTRAINT "plant_intervals_type_check" CHECK ("type" in ('SOTNING', 'KONTROLL', 'BESIKTNING')),
	CONSTRAINT "plant_intervals_interval_check" CHECK ("interval_months" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "plant_intervals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plant_intervals" ADD CONSTRAINT "plant_intervals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_intervals" ADD CONSTRAINT "plant_intervals_plant_fk" FOREIGN KEY ("company_id","plant_id") REFERENCES "public"."plants"("company_id","publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The planning list: due plants of a company by date.
CREATE INDEX "plant_intervals_company_due_idx" ON "plant_intervals" USING btree ("company_id","next_due") WHERE "next_due" is not null;--> statement-breakpoint
CREATE POLICY "plant_intervals_scope" ON "plant_intervals" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "order_subscriptions" (
	"publication_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"customer_id" uuid NOT NULL,
	"contact_id" uuid,
	"plant_id" uuid,
	"delivery_address" jsonb,
	"responsible_id" uuid,
	"assignee_ids" uuid[] DEFAULT '{}' NOT NULL,
	"rrule" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"horizon_days" integer DEFAULT 14 NOT NULL,
	"order_text" text DEFAULT '' NOT NULL,
	"internal_notes" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_subscriptions_status_check" CHECK ("status" in ('active', 'paused', 'ended')),
	CONSTRAINT "order_subscriptions_horizon_check" CHECK ("horizon_days" between 0 and 366)
);
--> statement-breakpoint
ALTER TABLE "order_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_subscriptions" ADD CONSTRAINT "order_subscriptions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subscriptions" ADD CONSTRAINT "order_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subscriptions" ADD CONSTRAINT "order_subscriptions_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subscriptions" ADD CONSTRAINT "order_subscriptions_contact_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."customer_contacts"("company_id","id") ON DELETE SET NULL ("contact_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subscriptions" ADD CONSTRAINT "order_subscriptions_plant_fk" FOREIGN KEY ("company_id","plant_id") REFERENCES "public"."plants"("company_id","publication_id") ON DELETE SET NULL ("plant_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subscriptions" ADD CONSTRAINT "order_subscriptions_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subscriptions" ADD CONSTRAINT "order_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_subscriptions_company_id_idx" ON "order_subscriptions" USING btree ("company_id","publication_id");--> statement-breakpoint
-- The job's read across companies: the active subscriptions.
CREATE INDEX "order_subscriptions_active_idx" ON "order_subscriptions" USING btree ("company_id") WHERE "status" = 'active';--> statement-breakpoint
CREATE POLICY "order_subscriptions_scope" ON "order_subscriptions" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "orders" (
	"publication_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_id" uuid NOT NULL,
	"contact_id" uuid,
	"plant_id" uuid,
	"delivery_address" jsonb,
	"order_date" date NOT NULL,
	"planned_start" date,
	"planned_end" date,
	"responsible_id" uuid,
	"order_text" text DEFAULT '' NOT NULL,
	"internal_notes" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"subscription_id" uuid,
	"occurrence_date" date,
	"net_ore" bigint DEFAULT 0 NOT NULL,
	"gross_ore" bigint DEFAULT 0 NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" uuid,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("status" in ('draft', 'active', 'inProgress', 'reported', 'invoiced', 'cancelled')),
	CONSTRAINT "orders_planned_check" CHECK ("planned_start" is null or "planned_end" is null or "planned_start" <= "planned_end")
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."customer_contacts"("company_id","id") ON DELETE SET NULL ("contact_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plant_fk" FOREIGN KEY ("company_id","plant_id") REFERENCES "public"."plants"("company_id","publication_id") ON DELETE SET NULL ("plant_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_fk" FOREIGN KEY ("company_id","subscription_id") REFERENCES "public"."order_subscriptions"("company_id","publication_id") ON DELETE SET NULL ("subscription_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_id_idx" ON "orders" USING btree ("company_id","publication_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_number_idx" ON "orders" USING btree ("company_id","number");--> statement-breakpoint
-- One order per subscription and date, whatever runs the job.
CREATE UNIQUE INDEX "orders_subscription_occurrence_idx" ON "orders" USING btree ("subscription_id","occurrence_date") WHERE "subscription_id" is not null;--> statement-breakpoint
-- The list: newest order date first, by status, customer or responsible.
CREATE INDEX "orders_company_date_idx" ON "orders" USING btree ("company_id","order_date","number");--> statement-breakpoint
CREATE INDEX "orders_company_status_date_idx" ON "orders" USING btree ("company_id","status","order_date");--> statement-breakpoint
CREATE INDEX "orders_company_customer_idx" ON "orders" USING btree ("company_id","customer_id","order_date");--> statement-breakpoint
CREATE INDEX "orders_company_responsible_idx" ON "orders" USING btree ("company_id","responsible_id") WHERE "responsible_id" is not null;--> statement-breakpoint
CREATE POLICY "orders_scope" ON "orders" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "order_assignees" (
	"publication_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "order_assignees_publication_id_user_id_pk" PRIMARY KEY("publication_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "order_assignees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_assignees" ADD CONSTRAINT "order_assignees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_assignees" ADD CONSTRAINT "order_assignees_order_fk" FOREIGN KEY ("company_id","publication_id") REFERENCES "public"."orders"("company_id","publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_assignees" ADD CONSTRAINT "order_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_assignees_company_user_idx" ON "order_assignees" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE POLICY "order_assignees_scope" ON "order_assignees" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
-- An order's lines: the price as it was resolved (or set by hand) when saved, never changed by a
-- price list's change; the product's number and name kept as they were; amounts from the
-- contract's orderLineAmounts (integer öre).
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_number" text,
	"product_name" text,
	"choice_ids" uuid[] DEFAULT '{}' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"unit_code" text NOT NULL,
	"unit_price_ore" bigint NOT NULL,
	"manual_price" boolean DEFAULT false NOT NULL,
	"price_rule" jsonb,
	"priced_on" date,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"vat_rate" integer NOT NULL,
	"line_ore" bigint NOT NULL,
	"allowance_ore" bigint NOT NULL,
	"net_ore" bigint NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "order_lines_vat_check" CHECK ("vat_rate" in (25, 12, 6, 0)),
	CONSTRAINT "order_lines_discount_check" CHECK ("discount_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("company_id","publication_id") REFERENCES "public"."orders"("company_id","publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A product used by an order line is not deleted (only made inactive: docs/products.md).
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("publication_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_company_product_idx" ON "order_lines" USING btree ("company_id","product_id") WHERE "product_id" is not null;--> statement-breakpoint
CREATE POLICY "order_lines_scope" ON "order_lines" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
-- The dates a subscription generated: claimed by INSERT … ON CONFLICT DO NOTHING before the order
-- is made, so each date gets its order exactly once however many processes run the job; an order
-- deleted later leaves its date claimed (order_id null), not generated again.
CREATE TABLE "order_subscription_occurrences" (
	"subscription_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_subscription_occurrences_pk" PRIMARY KEY("subscription_id","occurrence_date")
);
--> statement-breakpoint
ALTER TABLE "order_subscription_occurrences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_subscription_occurrences" ADD CONSTRAINT "order_subscription_occurrences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subscription_occurrences" ADD CONSTRAINT "order_subscription_occurrences_subscription_fk" FOREIGN KEY ("company_id","subscription_id") REFERENCES "public"."order_subscriptions"("company_id","publication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_subscription_occurrences" ADD CONSTRAINT "order_subscription_occurrences_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","publication_id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "order_subscription_occurrences_scope" ON "order_subscription_occurrences" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();--> statement-breakpoint
SELECT app_audit_attach();
