CREATE TABLE "stock_count_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"count_id" uuid NOT NULL,
	"stock_item_id" uuid,
	"unit_name" text NOT NULL,
	"counted_quantity" numeric(18, 4) NOT NULL,
	"system_quantity" numeric(18, 4),
	"unit_cost" numeric(18, 4),
	"position" integer NOT NULL,
	CONSTRAINT "stock_count_items_counted_nonnegative" CHECK ("stock_count_items"."counted_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'Draf' NOT NULL,
	"notes" text,
	"by_user_id" uuid,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by_name" text,
	"posted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_count_items_count_idx" ON "stock_count_items" USING btree ("count_id");--> statement-breakpoint
CREATE INDEX "stock_count_items_item_idx" ON "stock_count_items" USING btree ("stock_item_id");--> statement-breakpoint
CREATE INDEX "stock_counts_date_idx" ON "stock_counts" USING btree ("date","created_at");--> statement-breakpoint
CREATE INDEX "stock_counts_location_date_idx" ON "stock_counts" USING btree ("location_id","date","posted_at");