CREATE TABLE "catalog_snapshots" (
	"version" bigint PRIMARY KEY NOT NULL,
	"catalog" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
