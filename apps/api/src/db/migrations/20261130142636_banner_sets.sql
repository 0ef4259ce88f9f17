CREATE TABLE "banner_clicks" (
	"banner_set_id" integer NOT NULL,
	"size" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_clicks_banner_set_id_size_pk" PRIMARY KEY("banner_set_id","size")
);
--> statement-breakpoint
CREATE TABLE "banner_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_company_id" integer,
	"name" text NOT NULL,
	"headline" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"call_to_action" text NOT NULL,
	"landing_url" text NOT NULL,
	"background_color" text NOT NULL,
	"background_upload_id" uuid,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banner_clicks" ADD CONSTRAINT "banner_clicks_banner_set_id_banner_sets_id_fk" FOREIGN KEY ("banner_set_id") REFERENCES "public"."banner_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_sets" ADD CONSTRAINT "banner_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_sets" ADD CONSTRAINT "banner_sets_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_sets" ADD CONSTRAINT "banner_sets_background_upload_id_uploads_id_fk" FOREIGN KEY ("background_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_sets_company_id_idx" ON "banner_sets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "banner_sets_client_company_id_idx" ON "banner_sets" USING btree ("client_company_id");--> statement-breakpoint
CREATE INDEX "banner_sets_background_upload_id_idx" ON "banner_sets" USING btree ("background_upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banner_sets_slug" ON "banner_sets" USING btree ("slug");