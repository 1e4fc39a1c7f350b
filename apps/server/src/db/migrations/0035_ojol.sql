CREATE TABLE "platform_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform_item_maps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"product_id" uuid,
	"option_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"commission_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"markup_percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"inbound_client_id" text DEFAULT '' NOT NULL,
	"secrets_cipher" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"link_id" uuid,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"order_id" uuid
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_short_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_commission" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_mapping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_link_id_platform_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."platform_links"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_item_maps" ADD CONSTRAINT "platform_item_maps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_item_maps" ADD CONSTRAINT "platform_item_maps_option_id_customization_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."customization_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_links" ADD CONSTRAINT "platform_links_outlet_id_locations_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_webhooks" ADD CONSTRAINT "platform_webhooks_link_id_platform_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."platform_links"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_webhooks" ADD CONSTRAINT "platform_webhooks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_calls_order_action_idx" ON "platform_calls" USING btree ("order_id","action");--> statement-breakpoint
CREATE INDEX "platform_calls_unsent_idx" ON "platform_calls" USING btree ("created_at") WHERE "platform_calls"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_item_maps_external_idx" ON "platform_item_maps" USING btree ("platform","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_links_merchant_idx" ON "platform_links" USING btree ("platform","merchant_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_links_outlet_idx" ON "platform_links" USING btree ("outlet_id","platform");--> statement-breakpoint
CREATE INDEX "platform_links_inbound_client_idx" ON "platform_links" USING btree ("platform","inbound_client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_webhooks_dedupe_idx" ON "platform_webhooks" USING btree ("platform","dedupe_key");--> statement-breakpoint
CREATE INDEX "platform_webhooks_unprocessed_idx" ON "platform_webhooks" USING btree ("received_at") WHERE "platform_webhooks"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_platform_order_idx" ON "orders" USING btree ("platform","platform_order_id");