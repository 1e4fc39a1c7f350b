CREATE TABLE "daily_product_sales" (
	"day" date NOT NULL,
	"product_name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "daily_product_sales_day_product_name_pk" PRIMARY KEY("day","product_name")
);
--> statement-breakpoint
CREATE TABLE "daily_sales" (
	"day" date NOT NULL,
	"location_id" uuid,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"cogs" numeric(18, 4) NOT NULL,
	"tax_base" bigint NOT NULL,
	"tax" bigint NOT NULL,
	CONSTRAINT "daily_sales_day_location_key" UNIQUE NULLS NOT DISTINCT("day","location_id")
);
--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;