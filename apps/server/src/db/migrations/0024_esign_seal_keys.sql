CREATE TABLE "esign_seal_keys" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"p12" text NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esign_seal_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "esign_seal_keys" ADD CONSTRAINT "esign_seal_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "esign_seal_keys_scope" ON "esign_seal_keys" AS PERMISSIVE FOR ALL TO "app_user" USING ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system()))) WITH CHECK ((company_id = any((select app_company_ids())::uuid[]) or (select app_is_system())));--> statement-breakpoint
SELECT app_force_rls();
