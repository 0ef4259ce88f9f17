CREATE TABLE "pixel_sightings" (
	"campaign_id" integer NOT NULL,
	"host" text NOT NULL,
	"on_site" boolean NOT NULL,
	"page_views" bigint NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pixel_sightings_campaign_id_host_pk" PRIMARY KEY("campaign_id","host")
);
--> statement-breakpoint
CREATE TABLE "pixel_silence_notices" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"silent_since" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pixel_sightings" ADD CONSTRAINT "pixel_sightings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pixel_silence_notices" ADD CONSTRAINT "pixel_silence_notices_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Where each Site ID campaign's pixel was already seen, from the page views kept so far (stored page
-- views are on the campaign's site; the newest 20 hosts of each campaign).
INSERT INTO "pixel_sightings" ("campaign_id", "host", "on_site", "page_views", "first_seen_at", "last_seen_at")
SELECT "campaign_id", "host", true, "page_views", "first_seen_at", "last_seen_at"
FROM (
  SELECT "campaign_id", "host", count(*) AS "page_views", min("received_at") AS "first_seen_at",
    max("received_at") AS "last_seen_at",
    row_number() OVER (PARTITION BY "campaign_id" ORDER BY max("received_at") DESC) AS "newest"
  FROM (
    SELECT "campaign_id", "received_at",
      regexp_replace(lower(substring("page_url" from '^https?://([^/:?#]+)')), '^www\.', '') AS "host"
    FROM "visits" WHERE "source" = 'pixel' AND "page_url" IS NOT NULL
  ) AS "seen"
  WHERE "host" IS NOT NULL AND "host" <> ''
  GROUP BY "campaign_id", "host"
) AS "hosts"
WHERE "newest" <= 20
ON CONFLICT DO NOTHING;
