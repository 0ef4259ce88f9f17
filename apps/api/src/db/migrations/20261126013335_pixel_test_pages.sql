CREATE TABLE "pixel_test_pages" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pixel_test_pages" ADD CONSTRAINT "pixel_test_pages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pixel_test_pages_campaign_idx" ON "pixel_test_pages" USING btree ("campaign_id");