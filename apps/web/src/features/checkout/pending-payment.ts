/**
 * The online-payment order this browser placed and has not yet seen paid: a customer who leaves
 * the payment page (Back) can still reach it and pay. Kept until the confirmation page or the
 * banner sees it settled, or until its invoice has certainly expired (the server's default invoice
 * lifetime). The order's secret is kept apart (order-secrets.ts), as for every order placed here.
 */
const PENDING_PAYMENT_KEY = "kedai.pendingPayment";
const INVOICE_LIFETIME_MS = 60 * 60 * 1000;

export type PendingPayment = { orderId: string; placedAt: number };

export function rememberPendingPayment(orderId: string, now = Date.now()): void {
  try {
    const pending: PendingPayment = { orderId, placedAt: now };
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
  } catch (error) {
    console.error("Gagal menyimpan pesanan yang menunggu pembayaran.", error);
  }
}

/** The pending payment, unless none is remembered or its invoice has expired by now. */
export function readPendingPayment(now = Date.now()): PendingPayment | null {
  try {
    const raw = localStorage.getItem(PENDING_PAYMENT_KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof pending.orderId !== "string" || typeof pending.placedAt !== "number") return null;
    if (now - pending.placedAt > INVOICE_LIFETIME_MS) {
      forgetPendingPayment();
      return null;
    }
    return { orderId: pending.orderId, placedAt: pending.placedAt };
  } catch {
    return null;
  }
}

export function forgetPendingPayment(orderId?: string): void {
  try {
    if (orderId && readPendingPayment()?.orderId !== orderId) return;
    localStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
