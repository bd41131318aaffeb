-- The customer list's search (issue 45) through one view instead of three (migration 0049): a
-- search compares a customer's name, number and organisation number, its contacts' names and its
-- addresses' cities. With three views joined by UNION, a common term ("lund", a third of the
-- customers) made PostgreSQL walk the list's name order and compare each customer with the whole
-- list of matches (a nested loop over a materialised union: 9 s for 20,000 customers), since a
-- union of distinct rows cannot be probed by one customer's id. As one UNION ALL view of terms the
-- planner takes the few matches of a rare term from the trigram indexes and probes each branch by
-- the customer's id (its primary key or customer_id index) while walking the name order for a
-- common one, as for the objects (migration 0040, docs/tenancy.md).
DROP VIEW customer_search, customer_contact_search, customer_address_search;
--> statement-breakpoint
CREATE VIEW customer_search_terms AS
  SELECT id AS customer_id, company_id, name AS term FROM customers
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system())
  UNION ALL
  SELECT id, company_id, number FROM customers
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system())
  UNION ALL
  SELECT id, company_id, org_number FROM customers
  WHERE org_number IS NOT NULL AND (company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system()))
  UNION ALL
  SELECT customer_id, company_id, name FROM customer_contacts
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system())
  UNION ALL
  SELECT customer_id, company_id, city FROM customer_addresses
  WHERE company_id = any((select app_company_ids())::uuid[]) OR (select app_is_system());
--> statement-breakpoint
-- Read only: a view is updatable, and a write through it would pass as the owner.
REVOKE ALL ON customer_search_terms FROM PUBLIC, app_user;
--> statement-breakpoint
GRANT SELECT ON customer_search_terms TO app_user;
