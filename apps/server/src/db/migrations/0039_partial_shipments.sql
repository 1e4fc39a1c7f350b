ALTER TABLE "stock_request_items" ADD COLUMN "shipped_quantity" numeric(18, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Requests shipped before partial shipments existed sent every line whole.
UPDATE "stock_request_items" SET "shipped_quantity" = "quantity" WHERE "request_id" IN (SELECT "id" FROM "stock_requests" WHERE "status" IN ('Dikirim', 'Selesai'));--> statement-breakpoint
ALTER TABLE "stock_request_items" ADD CONSTRAINT "stock_request_items_shipped_within_quantity" CHECK ("stock_request_items"."shipped_quantity" >= 0 and "stock_request_items"."shipped_quantity" <= "stock_request_items"."quantity");
