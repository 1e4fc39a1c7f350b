import { api } from "../../../lib/api";

export type RedeemPointsBody = { customerId: string; pointsToRedeem: number };

/**
 * POST /customers/redeem-points: takes the points off the customer at once and reserves their value
 * for the customer's next order at the till (docs/business-rules.md#points).
 */
export function redeemPoints(body: RedeemPointsBody) {
  return api.post<{ discountAmount: number }>("/customers/redeem-points", body);
}
