CREATE TABLE "hourly_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hourly_limit_hits_key_idx" ON "hourly_limit_hits" USING btree ("scope","key_hash","at");--> statement-breakpoint
CREATE INDEX "hourly_limit_hits_at_idx" ON "hourly_limit_hits" USING btree ("at");