CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location_id" uuid NOT NULL,
	"role" text NOT NULL,
	"connection_type" text NOT NULL,
	"host" text,
	"port" integer,
	"paper_width" integer NOT NULL,
	"order_qr" boolean DEFAULT false NOT NULL,
	"last_print_ok" boolean,
	"last_print_message" text,
	"last_print_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_paper_width" CHECK ("printers"."paper_width" in (58, 80)),
	CONSTRAINT "printers_network_address" CHECK (("printers"."connection_type" = 'network') = ("printers"."host" is not null and "printers"."port" is not null))
);
--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "printers_location_idx" ON "printers" USING btree ("location_id");