CREATE TABLE "catering_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"event_date" text NOT NULL,
	"guest_count" integer NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "qr_token" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE INDEX "catering_requests_created_idx" ON "catering_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_qr_token_unique" UNIQUE("qr_token");