import type { CreatedOrder } from "./order-submit";

/**
 * POST /api/orders's answer for a placed (or replayed) order, and a till's place command's. The
 * stock warnings name ingredients and the outlet's stock levels, back-office data: staff only
 * (docs/business-rules.md#stock); a guest's or customer's answer has none.
 */
export const placedAnswer = (created: CreatedOrder, { staff }: { staff: boolean }) => ({
  data: created.order,
  stockWarnings: staff ? created.stockWarnings : [],
  ...(created.accessToken ? { accessToken: created.accessToken } : {}),
  ...(created.notices?.length ? { notices: created.notices } : {}),
});
