CREATE TABLE "stock_transfer_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"stock_item_id" uuid,
	"unit_name" text NOT NULL,
	"sent_quantity" numeric(18, 4) NOT NULL,
	"received_quantity" numeric(18, 4),
	"position" integer NOT NULL,
	CONSTRAINT "stock_transfer_items_sent_positive" CHECK ("stock_transfer_items"."sent_quantity" > 0),
	CONSTRAINT "stock_transfer_items_received_nonnegative" CHECK ("stock_transfer_items"."received_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"status" text DEFAULT 'Dikirim' NOT NULL,
	"notes" text,
	"by_user_id" uuid,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by_name" text,
	"received_at" timestamp with time zone,
	"cancelled_by_name" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "stock_transfers_two_places" CHECK ("stock_transfers"."from_location_id" <> "stock_transfers"."to_location_id")
);
--> statement-breakpoint
ALTER TABLE "stock_transfer_items" ADD CONSTRAINT "stock_transfer_items_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_items" ADD CONSTRAINT "stock_transfer_items_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_transfer_items_transfer_idx" ON "stock_transfer_items" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_created_idx" ON "stock_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_from_created_idx" ON "stock_transfers" USING btree ("from_location_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_created_idx" ON "stock_transfers" USING btree ("to_location_id","created_at");