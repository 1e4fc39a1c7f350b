ALTER TABLE "platform_calls" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_links" ADD COLUMN "menu_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_links" ADD COLUMN "sold_out_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;