CREATE TABLE "platform_beta_features" (
	"root_company_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"is_beta" boolean DEFAULT true NOT NULL,
	"apply_to_all_agency" boolean DEFAULT false NOT NULL,
	CONSTRAINT "platform_beta_features_root_company_id_feature_id_pk" PRIMARY KEY("root_company_id","feature_id")
);
--> statement-breakpoint
ALTER TABLE "opt_out_requests" ADD COLUMN "root_company_id" integer;--> statement-breakpoint
-- Hand-written backfill: a request added by staff belongs to that person's platform; a public one
-- (or one whose author is gone) to the first platform, the only one before this migration.
UPDATE "opt_out_requests" r SET "root_company_id" = coalesce(
  (SELECT subpath(c."path", 0, 1)::text::int FROM "users" u JOIN "companies" c ON c."id" = u."company_id"
    WHERE u."id" = r."created_by_user_id"),
  (SELECT min("id") FROM "companies" WHERE "kind" = 'root'));--> statement-breakpoint
ALTER TABLE "opt_out_requests" ALTER COLUMN "root_company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_beta_features" ADD CONSTRAINT "platform_beta_features_root_company_id_companies_id_fk" FOREIGN KEY ("root_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_beta_features" ADD CONSTRAINT "platform_beta_features_feature_id_beta_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."beta_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_out_requests" ADD CONSTRAINT "opt_out_requests_root_company_id_companies_id_fk" FOREIGN KEY ("root_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opt_out_requests_root_created_idx" ON "opt_out_requests" USING btree ("root_company_id","created_at");--> statement-breakpoint
-- Hand-written backfill: every existing platform keeps the flags the one shared row had.
INSERT INTO "platform_beta_features" ("root_company_id", "feature_id", "is_beta", "apply_to_all_agency")
  SELECT c."id", f."id", f."is_beta", f."apply_to_all_agency"
  FROM "companies" c CROSS JOIN "beta_features" f WHERE c."kind" = 'root'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "beta_features" DROP COLUMN "is_beta";--> statement-breakpoint
ALTER TABLE "beta_features" DROP COLUMN "apply_to_all_agency";