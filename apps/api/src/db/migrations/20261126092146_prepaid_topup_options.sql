ALTER TABLE "funds_paused_campaigns" ADD COLUMN "resumes_at" timestamp with time zone;--> statement-breakpoint
-- Before: conti_duration_selection said continual top-up was chosen and topup_options held 'weekly' or
-- 'monthly'. Now topup_options says continual or one time and conti_duration_selection is the
-- Weekly/Monthly switch (on = Monthly), as the Cost module's fields mean.
UPDATE "campaigns" SET
  "conti_duration_selection" = coalesce("topup_options" = 'monthly', false),
  "topup_options" = CASE WHEN "conti_duration_selection" THEN 'continual' ELSE 'onetime' END
WHERE "topup_options" IS NOT NULL OR "conti_duration_selection";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_topup_options" CHECK ("campaigns"."topup_options" in ('continual', 'onetime'));
