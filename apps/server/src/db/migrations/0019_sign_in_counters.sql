CREATE TABLE "sign_in_counters" (
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_counters_kind_email_address_pk" PRIMARY KEY("kind","email","address")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;