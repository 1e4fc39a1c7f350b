CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Raises the catalog version when a transaction that changed what prices an order commits. Deferred
-- to the commit, so the version row is the last lock such a transaction takes (it never waits for
-- it while holding it, so it cannot deadlock) and holds it only for the commit.
CREATE FUNCTION "kedai_raise_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_option_groups_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_option_groups"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "option_groups_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "option_groups"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "option_group_options_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "option_group_options"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "customization_options_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "customization_options"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_recipes_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_recipes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "locations_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "locations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stock_items_catalog_version" AFTER INSERT OR DELETE OR UPDATE OF "is_packaging" ON "stock_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kedai_raise_catalog_version"();
