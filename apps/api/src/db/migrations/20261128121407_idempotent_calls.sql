CREATE TABLE "idempotent_calls" (
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_calls_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
ALTER TABLE "idempotent_calls" ADD CONSTRAINT "idempotent_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_calls_created_idx" ON "idempotent_calls" USING btree ("created_at");