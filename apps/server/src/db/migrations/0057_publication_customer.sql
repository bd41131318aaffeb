-- An object may be linked to a customer of its company (issue 45, item 4; docs/customers.md,
-- "Objects of a customer"). The composite key keeps the customer in the object's company; deleting
-- the customer (only one with nothing hanging on it, else it is archived) clears the link alone.
CREATE UNIQUE INDEX "customers_company_id_idx" ON "customers" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_company_customer_idx" ON "publications" USING btree ("company_id","customer_id") WHERE "customer_id" is not null;
