CREATE TABLE "pixel_drop_counts" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "pixel_drop_counts_campaign_id_day_reason_pk" PRIMARY KEY("campaign_id","day","reason")
);
--> statement-breakpoint
CREATE TABLE "pixel_drop_counts_without_campaign" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "pixel_drop_counts_without_campaign_day_reason_pk" PRIMARY KEY("day","reason")
);
--> statement-breakpoint
ALTER TABLE "pixel_drop_counts" ADD CONSTRAINT "pixel_drop_counts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;