CREATE TABLE "qris_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"xendit_qr_id" text NOT NULL,
	"reference_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"discount" jsonb,
	"qr_string" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"raw_status" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qris_payments_xendit_qr_id_unique" UNIQUE("xendit_qr_id")
);
--> statement-breakpoint
ALTER TABLE "qris_payments" ADD CONSTRAINT "qris_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qris_payments_one_active_per_order" ON "qris_payments" USING btree ("order_id") WHERE "qris_payments"."status" = 'ACTIVE';