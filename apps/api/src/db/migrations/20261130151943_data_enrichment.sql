CREATE TABLE "enrichment_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"content" text,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"matched_rows" integer DEFAULT 0 NOT NULL,
	"charged_cents" bigint DEFAULT 0 NOT NULL,
	"preview" jsonb,
	"price_per_match_cents" integer,
	"wholesale_per_match_cents" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enrichment_prices" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"price_per_match_cents" integer,
	"cost_per_match_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrichment_result_chunks" (
	"job_id" integer NOT NULL,
	"chunk_index" integer NOT NULL,
	"csv" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrichment_result_chunks_job_id_chunk_index_pk" PRIMARY KEY("job_id","chunk_index")
);
--> statement-breakpoint
ALTER TABLE "enrichment_jobs" ADD CONSTRAINT "enrichment_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_jobs" ADD CONSTRAINT "enrichment_jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_prices" ADD CONSTRAINT "enrichment_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_result_chunks" ADD CONSTRAINT "enrichment_result_chunks_job_id_enrichment_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."enrichment_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrichment_jobs_company_id_idx" ON "enrichment_jobs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "enrichment_jobs_created_by_user_id_idx" ON "enrichment_jobs" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "enrichment_jobs_state_idx" ON "enrichment_jobs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "enrichment_jobs_expires_at_idx" ON "enrichment_jobs" USING btree ("expires_at");