-- Unit products become links to the company's catalogue products (issue 46): a unit product keeps
-- what it adds of its own (quantity, description); its name and unit are the catalogue product's.
ALTER TABLE "unit_products" ADD COLUMN "product_id" uuid;--> statement-breakpoint
-- Each unit product name no product of the company carries (letter case aside) becomes a catalogue
-- product of type simple in the unit product's unit, numbered as a new product is: the company's
-- next number from company_counters ('product'), numbers already held skipped.
DO $$
DECLARE
  missing record;
  next_number bigint;
BEGIN
  FOR missing IN
    SELECT DISTINCT ON (up.company_id, lower(up.name)) up.company_id, up.name, up.unit_code
    FROM "unit_products" up
    WHERE NOT EXISTS (
      SELECT 1 FROM "products" p WHERE p.company_id = up.company_id AND lower(p.name) = lower(up.name)
    )
    ORDER BY up.company_id, lower(up.name), up.created_at, up.id
  LOOP
    LOOP
      INSERT INTO "company_counters" ("company_id", "name", "value") VALUES (missing.company_id, 'product', 1)
      ON CONFLICT ("company_id", "name") DO UPDATE SET "value" = "company_counters"."value" + 1
      RETURNING "value" INTO next_number;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM "products" WHERE company_id = missing.company_id AND number = next_number::text
      );
    END LOOP;
    INSERT INTO "products" ("company_id", "number", "name", "type", "unit_code")
    VALUES (missing.company_id, next_number::text, missing.name, 'simple', missing.unit_code);
  END LOOP;
END
$$;--> statement-breakpoint
-- Each unit product links the company's product of its name (the oldest, should two share it).
UPDATE "unit_products" up SET "product_id" = (
  SELECT p.id FROM "products" p
  WHERE p.company_id = up.company_id AND lower(p.name) = lower(up.name)
  ORDER BY p.created_at, p.id LIMIT 1
);--> statement-breakpoint
ALTER TABLE "unit_products" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_products" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "unit_products" DROP COLUMN "unit_code";--> statement-breakpoint
DROP INDEX IF EXISTS "unit_products_company_unit_idx";--> statement-breakpoint
CREATE INDEX "unit_products_company_unit_idx" ON "unit_products" USING btree ("company_id","unit_id");--> statement-breakpoint
CREATE INDEX "unit_products_company_product_idx" ON "unit_products" USING btree ("company_id","product_id");--> statement-breakpoint
ALTER TABLE "unit_products" ADD CONSTRAINT "unit_products_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;
