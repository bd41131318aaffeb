-- Products, product categories, price lists and company services (issue 46, docs/products.md):
-- what a company sells (seven types, the spec's unit codes, VAT 25/12/6/0 %, prices in integer öre),
-- at which price (price lists: a default, a customer status's, a customer's own, with quantity breaks
-- and category discounts) and which services it offers. References inside a company are composite
-- foreign keys (company_id, id), so a row never points at another company's.
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_not_own_parent" CHECK ("parent_id" IS DISTINCT FROM "id")
);
--> statement-breakpoint
ALTER TABLE "product_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_company_id_idx" ON "product_categories" USING btree ("company_id","id");--> statement-breakpoint
-- A subcategory's parent is of the same company; a parent with subcategories is not deleted (the service says so first).
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."product_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_company_name_idx" ON "product_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE POLICY "product_categories_scope" ON "product_categories" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'simple' NOT NULL,
	"unit_code" text DEFAULT 'PCS' NOT NULL,
	"category_id" uuid,
	"vat_rate" integer DEFAULT 25 NOT NULL,
	"purchase_price_ore" bigint,
	"sales_price_ore" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"duration_minutes" integer,
	"distribution_type" text,
	"weight_grams" integer,
	"plant_type" text,
	-- A configurable product's options: [{id, name, choices: [{id, name, priceChangeOre}]}], checked by the contract.
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"beast_pricing" text,
	"species" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type_check" CHECK ("type" in ('simple', 'delivery', 'distribution', 'plant', 'configurable', 'beast', 'service')),
	CONSTRAINT "products_unit_code_check" CHECK ("unit_code" in ('KM', 'M', 'PCS', 'MONTH', 'SEK', 'HOUR', 'TON', 'LASS', 'MIL', 'STOPP', 'DAG', 'KGM', 'LTR', 'MTK', 'MTR', 'HUR', 'KTM', 'MTQ', 'PCE', 'TC', 'TNE', 'ZCK', 'ZTK')),
	CONSTRAINT "products_vat_rate_check" CHECK ("vat_rate" in (25, 12, 6, 0)),
	CONSTRAINT "products_prices_check" CHECK ("sales_price_ore" >= 0 AND ("purchase_price_ore" IS NULL OR "purchase_price_ore" >= 0)),
	CONSTRAINT "products_distribution_type_check" CHECK ("distribution_type" in ('kyl', 'fryst', 'retur', 'normal', 'import', 'adr', 'export')),
	CONSTRAINT "products_plant_type_check" CHECK ("plant_type" in ('SELL', 'COLLECT', 'BOTH')),
	CONSTRAINT "products_beast_pricing_check" CHECK ("beast_pricing" in ('perAnimal', 'perWeight'))
);
--> statement-breakpoint
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A deleted category leaves its products without one.
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."product_categories"("company_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_number_idx" ON "products" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_id_idx" ON "products" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "products_company_name_idx" ON "products" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_company_category_idx" ON "products" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE POLICY "products_scope" ON "products" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
-- Search as the customers' (migration 0050, docs/tenancy.md "Search views"): trigram indexes on
-- what a search compares, read through a view of the owner that applies the company scope itself,
-- so a rare term is answered from the indexes without reading the company's products.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_number_trgm_idx" ON "products" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
CREATE VIEW product_search_terms AS
  SELECT id AS product_id, company_id, name AS term FROM products
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system())
  UNION ALL
  SELECT id, company_id, number FROM products
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system());
--> statement-breakpoint
-- Read only: a view is updatable, and a write through it would pass as the owner.
REVOKE ALL ON product_search_terms FROM PUBLIC, app_user;
--> statement-breakpoint
GRANT SELECT ON product_search_terms TO app_user;
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"customer_id" uuid,
	"customer_status_id" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- A customer's own list, a customer status's, or the default: exactly one.
	CONSTRAINT "price_lists_target_check" CHECK (num_nonnulls("customer_id", "customer_status_id") + "is_default"::int = 1),
	CONSTRAINT "price_lists_validity_check" CHECK ("valid_from" IS NULL OR "valid_to" IS NULL OR "valid_from" <= "valid_to")
);
--> statement-breakpoint
ALTER TABLE "price_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A customer's own list goes with the customer; a status's with the status (both of the same company: checked by the service, the customer also by the key).
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_customer_status_id_fk" FOREIGN KEY ("customer_status_id") REFERENCES "public"."customer_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_company_id_idx" ON "price_lists" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_company_name_idx" ON "price_lists" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- One default list per company.
CREATE UNIQUE INDEX "price_lists_one_default_idx" ON "price_lists" USING btree ("company_id") WHERE "price_lists"."is_default";--> statement-breakpoint
CREATE INDEX "price_lists_customer_idx" ON "price_lists" USING btree ("company_id","customer_id") WHERE "price_lists"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "price_lists_customer_status_idx" ON "price_lists" USING btree ("company_id","customer_status_id") WHERE "price_lists"."customer_status_id" is not null;--> statement-breakpoint
CREATE POLICY "price_lists_scope" ON "price_lists" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_ore" bigint NOT NULL,
	-- Quantity breaks [{fromQuantity, priceOre}] rising in quantity, never in price (the contract's quantityBreakProblem).
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_items_price_check" CHECK ("price_ore" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_list_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_list_fk" FOREIGN KEY ("company_id","price_list_id") REFERENCES "public"."price_lists"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A product on a price list is not deleted (made inactive instead: docs/products.md).
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_items_list_product_idx" ON "price_list_items" USING btree ("price_list_id","product_id");--> statement-breakpoint
CREATE INDEX "price_list_items_product_idx" ON "price_list_items" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE POLICY "price_list_items_scope" ON "price_list_items" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "price_list_category_discounts" (
	"company_id" uuid NOT NULL,
	"price_list_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "price_list_category_discounts_pk" PRIMARY KEY ("price_list_id","category_id"),
	CONSTRAINT "price_list_category_discounts_percent_check" CHECK ("percent" >= 0 AND "percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "price_list_category_discounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "price_list_category_discounts" ADD CONSTRAINT "price_list_category_discounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_category_discounts" ADD CONSTRAINT "price_list_category_discounts_list_fk" FOREIGN KEY ("company_id","price_list_id") REFERENCES "public"."price_lists"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_category_discounts" ADD CONSTRAINT "price_list_category_discounts_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."product_categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_category_discounts_category_idx" ON "price_list_category_discounts" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE POLICY "price_list_category_discounts_scope" ON "price_list_category_discounts" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "company_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"public_description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_services" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_services_company_product_idx" ON "company_services" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE POLICY "company_services_scope" ON "company_services" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();--> statement-breakpoint
SELECT app_audit_attach();
