ALTER TABLE "esign_signers" ADD COLUMN "proof_hash" text;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD COLUMN "codes_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD COLUMN "codes_day_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD COLUMN "codes_in_day" integer DEFAULT 0 NOT NULL;
