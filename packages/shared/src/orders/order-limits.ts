// Plain constants of an order submit, apart from the schemas so a storefront page can use them
// without loading the validation library.
export const MAX_ORDER_LINES = 100;
export const MAX_ORDER_ITEM_QUANTITY = 999;
/** The header that makes a submit safe to repeat: the same key always answers the same order. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
