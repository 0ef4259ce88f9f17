CREATE TABLE "agency_mail_senders" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domain_verified" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domain_check_found" text;--> statement-breakpoint
ALTER TABLE "agency_mail_senders" ADD CONSTRAINT "agency_mail_senders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Custom domains set before DNS checks existed stay served: they count as verified as they are.
UPDATE "companies" SET "domain_verified" = lower("domain") WHERE "domain" IS NOT NULL AND "kind" = 'agency';
