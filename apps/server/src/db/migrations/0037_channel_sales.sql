CREATE TABLE "daily_channel_sales" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"commission" bigint NOT NULL,
	CONSTRAINT "daily_channel_sales_day_channel_pk" PRIMARY KEY("day","channel")
);
