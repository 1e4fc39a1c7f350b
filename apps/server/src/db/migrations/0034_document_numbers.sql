-- Transfers and stock counts get a document number per kind and year ("TRF-2026-0012",
-- "OPN-2026-0003"). Those made before are numbered in the order they were made, by the year they
-- were made in Asia/Jakarta (Indonesia's westernmost zone), and each year's counter starts after them.
CREATE TABLE "document_numbers" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_numbers_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
ALTER TABLE "stock_counts" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD COLUMN "number" text;--> statement-breakpoint
UPDATE "stock_transfers" SET "number" = 'TRF-' || numbered.year || '-' || lpad(numbered.position::text, 4, '0')
FROM (
	SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'Asia/Jakarta')::int AS year,
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Asia/Jakarta') ORDER BY "created_at", "id") AS position
	FROM "stock_transfers"
) numbered
WHERE numbered."id" = "stock_transfers"."id";--> statement-breakpoint
UPDATE "stock_counts" SET "number" = 'OPN-' || numbered.year || '-' || lpad(numbered.position::text, 4, '0')
FROM (
	SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'Asia/Jakarta')::int AS year,
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Asia/Jakarta') ORDER BY "created_at", "id") AS position
	FROM "stock_counts"
) numbered
WHERE numbered."id" = "stock_counts"."id";--> statement-breakpoint
INSERT INTO "document_numbers" ("kind", "year", "last")
SELECT 'TRF', extract(year FROM "created_at" AT TIME ZONE 'Asia/Jakarta')::int, count(*) FROM "stock_transfers" GROUP BY 2
UNION ALL
SELECT 'OPN', extract(year FROM "created_at" AT TIME ZONE 'Asia/Jakarta')::int, count(*) FROM "stock_counts" GROUP BY 2;--> statement-breakpoint
ALTER TABLE "stock_counts" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_transfers" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_number_unique" UNIQUE("number");
