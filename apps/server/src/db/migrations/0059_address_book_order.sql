-- The address book in Swedish order and searched through trigrams (issue 45, item 5; docs/customers.md).
-- PGlite (the embedded database) has ICU's root collation only, without Swedish, and PostgreSQL 15
-- has no ICU rules, so no collation sorts Å, Ä, Ö after Z in both. The list sorts instead by a key:
-- the lower-cased name with å, ä, ö made the three characters after z in byte order ({ | }), their
-- neighbours folded as Swedish does (æ as ä, ø as ö, ü as y, é as e, ...), compared as bytes
-- (collate "C"). address-book.service.ts computes the same key to merge the two sources.
CREATE FUNCTION app_sv_sort_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(lower(name),
    'åäöæøüéèêëáàâãíìîïóòôõúùûçñÅÄÖÆØÜÉÈÊËÁÀÂÃÍÌÎÏÓÒÔÕÚÙÛÇÑ',
    '{|}|}yeeeeaaaaiiiioooouuucn{|}|}yeeeeaaaaiiiioooouuucn');
--> statement-breakpoint
DROP INDEX "address_book_entries_company_name_idx";
--> statement-breakpoint
CREATE INDEX "address_book_entries_company_sort_idx" ON "address_book_entries" USING btree ("company_id", (app_sv_sort_key("name")) COLLATE "C", "id");
--> statement-breakpoint
CREATE INDEX "customer_contacts_company_sort_idx" ON "customer_contacts" USING btree ("company_id", (app_sv_sort_key("name")) COLLATE "C", "id");
--> statement-breakpoint
-- The search (a text contained in a name, organisation, role, phone or email) from trigram indexes,
-- as the customers' (migrations 0049, 0050): a rare term does not read the company's entries.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "address_book_entries_name_trgm_idx" ON "address_book_entries" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "address_book_entries_organisation_trgm_idx" ON "address_book_entries" USING gin ("organisation" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "address_book_entries_role_trgm_idx" ON "address_book_entries" USING gin ("role" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "address_book_entries_phone_trgm_idx" ON "address_book_entries" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "address_book_entries_email_trgm_idx" ON "address_book_entries" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_contacts_role_trgm_idx" ON "customer_contacts" USING gin ("role" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_contacts_phone_trgm_idx" ON "customer_contacts" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_contacts_email_trgm_idx" ON "customer_contacts" USING gin ("email" gin_trgm_ops);

--> statement-breakpoint
CREATE VIEW address_book_entry_terms AS
  SELECT id AS entry_id, company_id, name AS term FROM address_book_entries
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system())
  UNION ALL
  SELECT id, company_id, organisation FROM address_book_entries
  WHERE organisation IS NOT NULL AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()))
  UNION ALL
  SELECT id, company_id, role FROM address_book_entries
  WHERE role IS NOT NULL AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()))
  UNION ALL
  SELECT id, company_id, phone FROM address_book_entries
  WHERE phone IS NOT NULL AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()))
  UNION ALL
  SELECT id, company_id, email FROM address_book_entries
  WHERE email IS NOT NULL AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()));
--> statement-breakpoint
CREATE VIEW address_book_contact_terms AS
  SELECT id AS contact_id, company_id, name AS term FROM customer_contacts
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system())
  UNION ALL
  SELECT id, company_id, role FROM customer_contacts
  WHERE role IS NOT NULL AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()))
  UNION ALL
  SELECT id, company_id, phone FROM customer_contacts
  WHERE phone IS NOT NULL AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()))
  UNION ALL
  SELECT id, company_id, email FROM customer_contacts
  WHERE email IS NOT NULL AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()))
  UNION ALL
  SELECT cc.id, cc.company_id, c.name FROM customers c JOIN customer_contacts cc ON cc.customer_id = c.id
  WHERE c.company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system());
--> statement-breakpoint
-- Read only: a view is updatable, and a write through it would pass as the owner.
REVOKE ALL ON address_book_entry_terms, address_book_contact_terms FROM PUBLIC, app_user;
--> statement-breakpoint
GRANT SELECT ON address_book_entry_terms, address_book_contact_terms TO app_user;
