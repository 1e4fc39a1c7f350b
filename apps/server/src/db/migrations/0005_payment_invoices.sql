CREATE TABLE "payment_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"xendit_invoice_id" text NOT NULL,
	"external_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"invoice_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"raw_status" jsonb,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_invoices_xendit_invoice_id_unique" UNIQUE("xendit_invoice_id")
);
--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_one_live_per_order" ON "payment_invoices" USING btree ("order_id") WHERE "payment_invoices"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payment_invoices_pending_expiry_idx" ON "payment_invoices" USING btree ("expires_at") WHERE "payment_invoices"."status" = 'PENDING';