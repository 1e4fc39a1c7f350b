CREATE TABLE "daily_payment_sales" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "daily_payment_sales_day_method_pk" PRIMARY KEY("day","method")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payments" jsonb;