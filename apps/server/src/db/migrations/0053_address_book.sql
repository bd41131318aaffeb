-- The address book (issue 45, item 5, docs/customers.md): the company's own contacts that are not
-- customers (suppliers, partners, authorities); the customers' contacts join them in the list.
CREATE TABLE "address_book_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"name" text NOT NULL,
	"organisation" text,
	"role" text,
	"phone" text,
	"email" text,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_book_entries_kind_check" CHECK ("kind" in ('person', 'organisation'))
);
--> statement-breakpoint
ALTER TABLE "address_book_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "address_book_entries" ADD CONSTRAINT "address_book_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_entries_company_name_idx" ON "address_book_entries" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "address_book_entries_tags_idx" ON "address_book_entries" USING gin ("tags");--> statement-breakpoint
CREATE POLICY "address_book_entries_scope" ON "address_book_entries" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();--> statement-breakpoint
SELECT app_audit_attach();
