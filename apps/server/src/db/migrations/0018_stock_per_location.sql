-- Stock per location (docs/decisions/0028-stock-per-location.md). Head office becomes a location;
-- everything held so far, and every movement, purchase and adjustment recorded so far, is its.
ALTER TABLE "locations" ADD COLUMN "kind" text DEFAULT 'outlet' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_one_head_office" ON "locations" USING btree ("kind") WHERE "locations"."kind" = 'head_office';--> statement-breakpoint
-- Its slug is 'gudang-pusat' unless an outlet already has that one (slugs are unique).
INSERT INTO "locations" ("name", "address", "slug", "kind")
SELECT 'Gudang Pusat', '', CASE WHEN EXISTS (SELECT 1 FROM "locations" WHERE "slug" = 'gudang-pusat')
  THEN 'gudang-pusat-' || substr(gen_random_uuid()::text, 1, 8) ELSE 'gudang-pusat' END, 'head_office'
WHERE NOT EXISTS (SELECT 1 FROM "locations" WHERE "kind" = 'head_office');--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" uuid;--> statement-breakpoint
UPDATE "purchases" SET "location_id" = (SELECT "id" FROM "locations" WHERE "kind" = 'head_office');--> statement-breakpoint
UPDATE "stock_adjustments" SET "location_id" = (SELECT "id" FROM "locations" WHERE "kind" = 'head_office');--> statement-breakpoint
UPDATE "stock_movements" SET "location_id" = (SELECT "id" FROM "locations" WHERE "kind" = 'head_office');--> statement-breakpoint
-- An item whose quantity drifted from the sum of its movements (written around the ledger) keeps
-- its quantity: the difference becomes a correction at head office, so both figures agree.
INSERT INTO "stock_movements" ("stock_item_id", "location_id", "quantity", "reason", "created_at")
SELECT i."id", (SELECT "id" FROM "locations" WHERE "kind" = 'head_office'),
  i."quantity_in_stock" - coalesce(m."moved", 0), 'correction', now()
FROM "stock_items" i
LEFT JOIN (SELECT "stock_item_id", sum("quantity") AS "moved" FROM "stock_movements" GROUP BY "stock_item_id") m
  ON m."stock_item_id" = i."id"
WHERE i."quantity_in_stock" <> coalesce(m."moved", 0);--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"stock_item_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	CONSTRAINT "stock_levels_stock_item_id_location_id_pk" PRIMARY KEY("stock_item_id","location_id")
);
--> statement-breakpoint
INSERT INTO "stock_levels" ("stock_item_id", "location_id", "quantity")
SELECT "stock_item_id", "location_id", sum("quantity") FROM "stock_movements" GROUP BY "stock_item_id", "location_id";--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_levels_location_idx" ON "stock_levels" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_location_created_idx" ON "stock_movements" USING btree ("location_id","created_at");
