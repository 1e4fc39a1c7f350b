import { z } from "zod";

/** Which way a sorted list runs: `asc` smallest/oldest/A first, `desc` largest/newest/Z first. */
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `?sort=&order=` of a list, paged or whole (docs/api-conventions.md#sorting): `sort` is one of the list's
 * own keys (a key it does not know is a 400 naming the ones it does), `order` defaults to `asc`.
 * Without `sort` the list keeps its usual order (newest first). Spread into the list's query:
 * `pageQuery.extend({ ...sortableBy(EXPENSE_SORT_KEYS), ... })`.
 */
export const sortableBy = <const Key extends string>(keys: readonly [Key, ...Key[]]) => ({
  sort: z.enum(keys, { error: `Urutkan menurut salah satu dari: ${keys.join(", ")}.` }).optional(),
  order: z.enum(SORT_ORDERS, { error: "Arah urutan harus asc atau desc." }).optional(),
});

/** The sort a list was asked for, as the server's sorting helper and the web's tables read it. */
export type SortQuery<Key extends string> = { sort?: Key; order?: SortOrder };

// Each list's sort keys: the columns an owner sorts that list by (the web's table headers).
export const ORDER_SORT_KEYS = ["time", "total"] as const;
export const AUDIT_SORT_KEYS = ["time", "actor"] as const;
export const EXPENSE_SORT_KEYS = ["date", "amount"] as const;
export const PURCHASE_SORT_KEYS = ["date", "total"] as const;
export const ATTENDANCE_SORT_KEYS = ["clockIn", "name", "duration"] as const;
export const CATERING_SORT_KEYS = ["time", "eventDate", "guests"] as const;
export const CUSTOMER_SORT_KEYS = ["joined", "name", "points"] as const;
export const STOCK_COUNT_SORT_KEYS = ["date", "location"] as const;
export const STOCK_REQUEST_SORT_KEYS = ["time", "outlet"] as const;
export const STOCK_TRANSFER_SORT_KEYS = ["time", "from", "to"] as const;
export const STOCK_ADJUSTMENT_SORT_KEYS = ["date", "item", "quantity"] as const;
export const STOCK_MOVEMENT_SORT_KEYS = ["time", "quantity"] as const;
export const STOCK_ITEM_SORT_KEYS = ["name", "stock", "cost", "value"] as const;
export const SUPPLIER_SORT_KEYS = ["name", "contact"] as const;
export const REFUND_SORT_KEYS = ["time", "amount"] as const;
