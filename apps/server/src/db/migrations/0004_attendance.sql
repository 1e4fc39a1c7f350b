CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"location_id" uuid,
	"location_name" text NOT NULL,
	"clock_in_time" timestamp with time zone DEFAULT now() NOT NULL,
	"clock_out_time" timestamp with time zone,
	"work_duration_minutes" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_duration_nonnegative" CHECK ("attendance"."work_duration_minutes" >= 0),
	CONSTRAINT "attendance_closed_with_duration" CHECK (("attendance"."clock_out_time" is null) = ("attendance"."work_duration_minutes" is null))
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_one_open_per_user" ON "attendance" USING btree ("user_id") WHERE "attendance"."clock_out_time" is null;--> statement-breakpoint
CREATE INDEX "attendance_clock_in_idx" ON "attendance" USING btree ("clock_in_time");--> statement-breakpoint
CREATE INDEX "attendance_user_idx" ON "attendance" USING btree ("user_id");