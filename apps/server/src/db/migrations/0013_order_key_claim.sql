-- An order submit's first step in one call: take its Idempotency-Key's lock (held to the commit),
-- then answer the order an earlier submit with that key made, if any. The function is volatile, so
-- its query reads with a fresh snapshot taken after the lock is held: it sees an order that a
-- submit with the same key committed while this one waited.
CREATE FUNCTION "kedai_claim_order_key"("submitted_key" text)
  RETURNS TABLE ("order_id" uuid, "order_channel" text, "order_cashier_id" uuid, "order_customer_id" uuid)
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('kedai:order-key:' || "submitted_key"));
  RETURN QUERY
    SELECT o."id", o."channel", o."cashier_id", o."customer_id" FROM "orders" o
    WHERE o."idempotency_key" = "submitted_key" LIMIT 1;
END
$$;
