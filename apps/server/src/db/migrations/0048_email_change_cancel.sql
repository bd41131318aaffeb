ALTER TABLE "email_changes" ADD COLUMN "old_email" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "cancel_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_cancelTokenHash_unique" UNIQUE("cancel_token_hash");
