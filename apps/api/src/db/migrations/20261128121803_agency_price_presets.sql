CREATE TABLE "client_price_presets" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"preset_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_price_presets" ADD CONSTRAINT "client_price_presets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_price_presets" ADD CONSTRAINT "client_price_presets_preset_id_price_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."price_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_presets" ADD CONSTRAINT "price_presets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_presets_company_name" ON "price_presets" USING btree ("company_id",lower("name"));