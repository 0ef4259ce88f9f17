CREATE TABLE "live_lead_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_lead_tickets" ADD CONSTRAINT "live_lead_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_lead_tickets_session_id_idx" ON "live_lead_tickets" USING btree ("session_id");