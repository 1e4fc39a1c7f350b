ALTER TABLE "daily_payment_sales" ADD COLUMN "confirmed_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_payment_sales" DROP CONSTRAINT "daily_payment_sales_day_method_pk";--> statement-breakpoint
ALTER TABLE "daily_payment_sales" ADD CONSTRAINT "daily_payment_sales_day_method_confirmed_by_pk" PRIMARY KEY("day","method","confirmed_by");
