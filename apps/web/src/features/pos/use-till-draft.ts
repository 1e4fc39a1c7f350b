import type { MenuItem } from "@kedai/shared";
import { useEffect } from "react";
import { linesAtMenuPrices } from "./cart";
import { dropOtherTillDrafts, readTillDraft, saveTillDraft, type TillDraft } from "./till-draft-storage";

/** Nothing chosen yet worth keeping: no line, customer, table, promo or note. */
const isEmpty = (draft: TillDraft) =>
  draft.lines.length === 0 && !draft.customer && !draft.table && !draft.promoId && !draft.notes.trim();

/**
 * The unfinished order kept for this register session on this device, its lines at today's menu
 * prices (the server prices them so), or null. For the initial state of the till's order screen.
 */
export function restoreTillDraft(registerSessionId: string | null, menu: readonly MenuItem[]): TillDraft | null {
  const saved = registerSessionId ? readTillDraft(registerSessionId) : null;
  return saved ? { ...saved, lines: linesAtMenuPrices(saved.lines, menu) } : null;
}

/**
 * Keeps `draft` (null: an order being edited, which is kept by the server) for the register
 * session after every change, so a reload or a crashed tab brings it back; an emptied draft (the
 * order was placed, or everything removed) is dropped. Drafts of other, closed sessions go.
 */
export function useKeepTillDraft(registerSessionId: string | null, draft: TillDraft | null): void {
  useEffect(() => {
    dropOtherTillDrafts(registerSessionId);
  }, [registerSessionId]);

  useEffect(() => {
    if (registerSessionId && draft) saveTillDraft(registerSessionId, draft, isEmpty(draft));
  }, [registerSessionId, draft]);
}

export { dropOtherTillDrafts };
