-- The language of an e-sign request (its outside people's mails, its sealed file's name) and of each
-- outside signer (issue 44, item 14). Requests already sent keep the language they were mailed in:
-- their requester's.
ALTER TABLE "esign_requests" ADD COLUMN "language" text DEFAULT 'se' NOT NULL;--> statement-breakpoint
ALTER TABLE "esign_requests" ADD CONSTRAINT "esign_requests_language_check" CHECK ("language" in ('se', 'en'));--> statement-breakpoint
ALTER TABLE "esign_signers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD CONSTRAINT "esign_signers_language_check" CHECK ("language" in ('se', 'en'));--> statement-breakpoint
UPDATE "esign_requests" r SET "language" = u."language" FROM "users" u WHERE u."id" = r."requested_by" AND u."language" = 'en';
