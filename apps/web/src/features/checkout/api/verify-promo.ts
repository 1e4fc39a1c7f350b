import type { PromoType } from "@kedai/shared";
import { api } from "../../../lib/api";

export type VerifiedPromo = { name: string; type: PromoType; value: number };

/** POST /promos/verify: the promo behind a code, if it is valid today. */
export function verifyPromo(code: string) {
  return api.post<{ promo: VerifiedPromo }>("/promos/verify", { code });
}
