-- Customers (issue 47, rules): the language of what a customer is sent (the order report's PDF and
-- mail), Swedish by default.
ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'se' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_language_check" CHECK ("language" in ('se', 'en'));
