-- Customers (issue 45, docs/customers.md): organisations and private persons with a per-company
-- number, Swedish organisation and (encrypted) personal identity numbers, VAT, GLN, payment terms,
-- tags, a responsible member and a status of the company's own list; their contacts and addresses.
CREATE TABLE "customer_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#868e96' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_statuses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_statuses" ADD CONSTRAINT "customer_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_statuses_company_name_idx" ON "customer_statuses" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- One default status per company.
CREATE UNIQUE INDEX "customer_statuses_one_default_idx" ON "customer_statuses" USING btree ("company_id") WHERE "customer_statuses"."is_default";--> statement-breakpoint
CREATE POLICY "customer_statuses_scope" ON "customer_statuses" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kind" text DEFAULT 'organisation' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_kind_check" CHECK ("kind" in ('organisation', 'person'));--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "number" text;--> statement-breakpoint
-- The personal identity number: AES-256-GCM with KEYPASS_KEY (lib/crypto.ts, as keypass secrets),
-- what lists show of it (YYYYMMDD-****), and an HMAC of it for finding duplicates without decrypting.
ALTER TABLE "customers" ADD COLUMN "personal_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "personal_number_masked" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "personal_number_hmac" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "homepage" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gln" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "responsible_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "status_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_status_id_customer_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."customer_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The customers there are get numbers in the order they were made; the company's counter (the
-- object numbers' company_counters, name 'customer') continues after them.
UPDATE "customers" c SET "number" = n.rn::text
FROM (SELECT id, row_number() OVER (PARTITION BY company_id ORDER BY created_at, id) AS rn FROM "customers") n
WHERE n.id = c.id;--> statement-breakpoint
INSERT INTO "company_counters" ("company_id", "name", "value")
SELECT company_id, 'customer', count(*) FROM "customers" GROUP BY company_id
ON CONFLICT ("company_id", "name") DO UPDATE SET "value" = excluded."value";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_number_idx" ON "customers" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "customers_company_status_idx" ON "customers" USING btree ("company_id","status_id");--> statement-breakpoint
CREATE INDEX "customers_company_personal_number_idx" ON "customers" USING btree ("company_id","personal_number_hmac") WHERE "customers"."personal_number_hmac" is not null;--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"phone" text,
	"email" text,
	"notes" text DEFAULT '' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id",lower("name"));--> statement-breakpoint
-- A contact's email is unique among the company's contacts (letter case aside).
CREATE UNIQUE INDEX "customer_contacts_company_email_idx" ON "customer_contacts" USING btree ("company_id",lower("email")) WHERE "customer_contacts"."email" is not null;--> statement-breakpoint
-- One main contact per customer.
CREATE UNIQUE INDEX "customer_contacts_one_main_idx" ON "customer_contacts" USING btree ("customer_id") WHERE "customer_contacts"."is_main";--> statement-breakpoint
CREATE POLICY "customer_contacts_scope" ON "customer_contacts" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postcode" text,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'SE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_kind_check" CHECK ("kind" in ('visiting', 'postal', 'invoice', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","kind");--> statement-breakpoint
-- One default address of each kind per customer.
CREATE UNIQUE INDEX "customer_addresses_one_default_idx" ON "customer_addresses" USING btree ("customer_id","kind") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE POLICY "customer_addresses_scope" ON "customer_addresses" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
-- Search (docs/tenancy.md, "Search views"; migration 0040): ILIKE under row level security reads
-- the whole company, so the list asks which customers match through views of the owner that apply
-- the company scope themselves, with trigram indexes on what a search compares.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_number_trgm_idx" ON "customers" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_org_number_trgm_idx" ON "customers" USING gin ("org_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_contacts_name_trgm_idx" ON "customer_contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_addresses_city_trgm_idx" ON "customer_addresses" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
-- As for the objects' names (migration 0042): a plan that does not follow ANALYZE's sample.
ALTER TABLE "customers" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
CREATE VIEW customer_search AS
  SELECT id, company_id, name, number, org_number FROM customers
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system());
--> statement-breakpoint
CREATE VIEW customer_contact_search AS
  SELECT id, company_id, customer_id, name FROM customer_contacts
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system());
--> statement-breakpoint
CREATE VIEW customer_address_search AS
  SELECT id, company_id, customer_id, city FROM customer_addresses
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system());
--> statement-breakpoint
-- Read only: a simple view is updatable, and a write through it would pass as the owner.
REVOKE ALL ON customer_search, customer_contact_search, customer_address_search FROM PUBLIC, app_user;
--> statement-breakpoint
GRANT SELECT ON customer_search, customer_contact_search, customer_address_search TO app_user;
--> statement-breakpoint
SELECT app_force_rls();--> statement-breakpoint
SELECT app_audit_attach();
