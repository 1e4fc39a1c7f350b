import { ORDER_TYPES } from "@kedai/shared";
import { z } from "zod";
import type { CartLine } from "./cart";

/**
 * The till's unfinished order, kept on this device per register session so a reload or a crashed
 * tab gives the cashier back exactly what was on screen. Points redeemed are not kept here: the
 * server holds them (the register status lists them), and the screen shows the server's figure.
 * Reading and writing never throw: a draft that cannot be read or saved is logged and the cashier
 * goes on with an empty cart.
 */
const KEY_PREFIX = "kedai.pos.draft.";

export const tillDraftKey = (registerSessionId: string) => `${KEY_PREFIX}${registerSessionId}`;

const option = z.object({ _id: z.string().optional(), name: z.string(), price: z.number().int().min(0) });

const storedTillDraft = z.object({
  lines: z.array(
    z.object({
      key: z.string(),
      productId: z.string(),
      name: z.string(),
      basePrice: z.number().int().min(0),
      quantity: z.number().int().min(1),
      options: z.array(option),
    }),
  ),
  orderType: z.enum(ORDER_TYPES),
  table: z.object({ _id: z.string(), name: z.string() }).nullable(),
  waiterId: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), loyaltyPoints: z.number().int().nullable() }).nullable(),
  promoId: z.string(),
  serviceRate: z.string(),
  notes: z.string(),
});

/** What the till keeps of an unfinished order: the cart and every choice made for it. */
export type TillDraft = z.infer<typeof storedTillDraft> & { lines: CartLine[] };

/** The draft kept for this register session, or null (none, or unreadable: then it is dropped). */
export function readTillDraft(registerSessionId: string): TillDraft | null {
  const key = tillDraftKey(registerSessionId);
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = storedTillDraft.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    localStorage.removeItem(key);
  } catch (error) {
    console.error("Gagal memuat pesanan yang belum selesai.", error);
  }
  return null;
}

/** Keeps `draft` for this session; an empty one (nothing chosen yet) is removed instead. */
export function saveTillDraft(registerSessionId: string, draft: TillDraft, empty: boolean): void {
  try {
    if (empty) localStorage.removeItem(tillDraftKey(registerSessionId));
    else localStorage.setItem(tillDraftKey(registerSessionId), JSON.stringify(draft));
  } catch (error) {
    console.error("Gagal menyimpan pesanan yang belum selesai.", error);
  }
}

/**
 * Drops the drafts of every register session but `openSessionId` (none when null): a closed
 * session's unfinished order can never be placed, and its prices would be stale.
 */
export function dropOtherTillDrafts(openSessionId: string | null): void {
  try {
    const keep = openSessionId ? tillDraftKey(openSessionId) : null;
    const stale: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(KEY_PREFIX) && key !== keep) stale.push(key);
    }
    for (const key of stale) localStorage.removeItem(key);
  } catch (error) {
    console.error("Gagal membersihkan pesanan lama.", error);
  }
}
