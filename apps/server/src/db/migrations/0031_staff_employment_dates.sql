-- Existing accounts started on the day they were created. Read in Asia/Jakarta, Indonesia's
-- westernmost zone, so the day is never later than in the business time zone: nobody loses pay.
ALTER TABLE "users" ADD COLUMN "start_date" date;--> statement-breakpoint
UPDATE "users" SET "start_date" = ("created_at" AT TIME ZONE 'Asia/Jakarta')::date;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_end_not_before_start" CHECK ("users"."end_date" is null or "users"."end_date" >= "users"."start_date");
