CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"register_session_id" uuid NOT NULL,
	"reserved_by_id" uuid,
	"points" integer NOT NULL,
	"discount_amount" bigint NOT NULL,
	"order_id" uuid,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_reservations_points_positive" CHECK ("points_reservations"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_reservations" ADD CONSTRAINT "points_reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_reservations" ADD CONSTRAINT "points_reservations_register_session_id_register_sessions_id_fk" FOREIGN KEY ("register_session_id") REFERENCES "public"."register_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_reservations" ADD CONSTRAINT "points_reservations_reserved_by_id_users_id_fk" FOREIGN KEY ("reserved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_reservations" ADD CONSTRAINT "points_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_created_idx" ON "order_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "points_reservations_open_idx" ON "points_reservations" USING btree ("register_session_id","customer_id") WHERE "points_reservations"."order_id" is null and "points_reservations"."released_at" is null;