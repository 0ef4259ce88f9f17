ALTER TABLE "agency_mail_senders" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_mail_senders" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "agency_mail_senders" ADD COLUMN "owner_notified_at" timestamp with time zone;