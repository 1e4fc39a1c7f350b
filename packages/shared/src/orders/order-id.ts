/**
 * The end of an order id that screens show (docs/business-rules.md#channels): 4 characters, 6 for
 * customers. A module of its own: the storefront's first load needs it, not the order's status machine.
 */
export const orderIdTail = (orderId: string, length = 4): string => orderId.slice(-length);
