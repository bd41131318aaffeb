-- The investigation list's first page (by name, archived ones too) read and sorted all of a company's
-- investigations: the only name index starts with the object's status, which the list does not
-- filter on (issue 19, docs/benchmarks.md, "The lists case": 20,000 investigations, 50 ms a page).
-- The index of a type's objects gets the name order, so that page is 21 rows of an index; it still
-- serves what the old one did (the company's objects of a type).
DROP INDEX "publications_company_type_idx";--> statement-breakpoint
CREATE INDEX "publications_company_type_name_idx" ON "publications" USING btree ("company_id","type",lower("name"),"id");