CREATE TABLE "esign_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"signer_id" uuid,
	"actor_name" text,
	"actor_email" text,
	"ip" "inet",
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esign_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esign_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"file_id" uuid,
	"document_name" text NOT NULL,
	"document_sha256" text NOT NULL,
	"requested_by" uuid,
	"requester_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deadline" date NOT NULL,
	"signing_order" text NOT NULL,
	"level" text DEFAULT 'simple' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text,
	"sealed_file_id" uuid,
	"sealed_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "esign_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esign_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"asked_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"method" text,
	"signature_kind" text,
	"signature" text,
	"consent_version" text,
	"signed_ip" "inet",
	"signed_user_agent" text,
	"link_token_hash" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"code_verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "esign_signers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "esign_events" ADD CONSTRAINT "esign_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_events" ADD CONSTRAINT "esign_events_request_id_esign_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."esign_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_events" ADD CONSTRAINT "esign_events_signer_id_esign_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."esign_signers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_requests" ADD CONSTRAINT "esign_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_requests" ADD CONSTRAINT "esign_requests_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_requests" ADD CONSTRAINT "esign_requests_file_id_publication_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."publication_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_requests" ADD CONSTRAINT "esign_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_requests" ADD CONSTRAINT "esign_requests_sealed_file_id_publication_files_id_fk" FOREIGN KEY ("sealed_file_id") REFERENCES "public"."publication_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD CONSTRAINT "esign_signers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD CONSTRAINT "esign_signers_request_id_esign_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."esign_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD CONSTRAINT "esign_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esign_events_request_seq_idx" ON "esign_events" USING btree ("request_id","seq");--> statement-breakpoint
CREATE INDEX "esign_events_company_idx" ON "esign_events" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "esign_requests_company_status_idx" ON "esign_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "esign_requests_company_publication_idx" ON "esign_requests" USING btree ("company_id","publication_id");--> statement-breakpoint
CREATE INDEX "esign_requests_deadline_idx" ON "esign_requests" USING btree ("deadline") WHERE "esign_requests"."status" = 'active';--> statement-breakpoint
CREATE INDEX "esign_requests_sealed_idx" ON "esign_requests" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_signers_request_position_idx" ON "esign_signers" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_signers_link_idx" ON "esign_signers" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "esign_signers_company_user_idx" ON "esign_signers" USING btree ("company_id","user_id","request_id");--> statement-breakpoint
CREATE POLICY "esign_events_scope" ON "esign_events" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "esign_requests_scope" ON "esign_requests" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
CREATE POLICY "esign_signers_scope" ON "esign_signers" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
-- The audit trail is append-only: a row is never changed, and goes only with its request (the cascade).
CREATE OR REPLACE FUNCTION esign_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'esign_events is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER esign_events_no_update BEFORE UPDATE ON "esign_events" FOR EACH ROW EXECUTE FUNCTION esign_events_append_only();
--> statement-breakpoint
REVOKE UPDATE, DELETE ON "esign_events" FROM app_user;
--> statement-breakpoint
SELECT app_force_rls();
