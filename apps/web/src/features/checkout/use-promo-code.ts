import { useState } from "react";
import { messageOf } from "../../lib/api";
import { type VerifiedPromo, verifyPromo } from "./api/verify-promo";

export const PROMO_CODE_REQUIRED = "Silakan masukkan kode promo.";
export const PROMO_VERIFY_FAILED = "Gagal memverifikasi promo.";

/** The checkout's promo code: typed, checked with the server, then applied until removed. */
export function usePromoCode() {
  const [code, setCode] = useState("");
  const [applied, setApplied] = useState<{ code: string; promo: VerifiedPromo } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply(): Promise<void> {
    const typed = code.trim();
    if (!typed) {
      setError(PROMO_CODE_REQUIRED);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const { promo } = await verifyPromo(typed);
      setApplied({ code: typed, promo });
    } catch (failure) {
      setApplied(null);
      setError(messageOf(failure, PROMO_VERIFY_FAILED));
    } finally {
      setChecking(false);
    }
  }

  function remove(): void {
    setApplied(null);
    setCode("");
    setError(null);
  }

  return { code, setCode, applied, error, checking, apply, remove };
}
