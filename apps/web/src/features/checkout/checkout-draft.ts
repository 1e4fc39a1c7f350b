import { useEffect } from "react";
import type { UseFormWatch } from "react-hook-form";
import { type CheckoutDetails, checkoutFields } from "./checkout-model";

/**
 * What the customer typed at checkout, kept for this browser tab so a reload (or a phone that
 * dropped the page) does not lose it; forgotten once the order is placed.
 */
const CHECKOUT_DRAFT_KEY = "kedai.checkoutDraft";

function readCheckoutDraft(): Partial<CheckoutDetails> {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== "object" || parsed === null) return {};
    // Only the fields the form knows, each as the form takes it; anything else (an older
    // version's field or choice) is left out.
    const saved = parsed as Record<string, unknown>;
    const draft: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(checkoutFields.shape)) {
      const value = field.safeParse(saved[key]);
      if (value.success) draft[key] = value.data;
    }
    return draft as Partial<CheckoutDetails>;
  } catch {
    return {};
  }
}

/**
 * The form as it opens: what this tab last typed, else the signed-in customer's contact; at a
 * table the order is eaten there.
 */
export function checkoutStartingDetails(
  tableToken: string | null,
  contact: { name: string; phone: string; email: string } | null,
): CheckoutDetails {
  const draft = readCheckoutDraft();
  return {
    method: tableToken ? "dine-in" : (draft.method ?? "pickup"),
    outlet: draft.outlet ?? "",
    dateTime: draft.dateTime ?? "",
    name: draft.name || contact?.name || "",
    phone: draft.phone || contact?.phone || "",
    email: draft.email || contact?.email || "",
    addressDetail: draft.addressDetail ?? "",
    addressNotes: draft.addressNotes ?? "",
    paymentMethod: draft.paymentMethod ?? "",
  };
}

/** Keeps the checkout form's values as the draft each time one changes, while the form is mounted. */
export function useKeepCheckoutDraft(watch: UseFormWatch<CheckoutDetails>): void {
  useEffect(() => {
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(values));
      } catch {
        // A draft that cannot be kept only costs retyping after a reload.
      }
    });
    return () => subscription.unsubscribe();
  }, [watch]);
}

export function forgetCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
