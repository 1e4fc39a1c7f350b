/**
 * The one rule for the cash drawer's pulse on a receipt (docs/business-rules.md#printing), for the
 * server's network printers and the till's device printers alike: the drawer opens only while the
 * cashier is still at it, within DRAWER_WINDOW_MS of taking the cash. A receipt that waited (a
 * printer switched off, a queue behind other papers, a retry) prints later without the pulse, or
 * the drawer would open by itself long after the sale in front of whoever stands there; a reprint
 * never opens it (the money was taken the first time).
 */
export const DRAWER_WINDOW_MS = 20_000;

export type DrawerMoment = {
  /** When the cash was taken (ms since the epoch); null when no cash changed hands just now. */
  cashTakenAt: number | null;
  /** When the receipt is about to go to the printer (ms since the epoch). */
  now: number;
  /** A reprint ('Cetak ulang', 'Cetak Struk' from the receipt or the order's detail). */
  reprint: boolean;
};

export function drawerPulseDue({ cashTakenAt, now, reprint }: DrawerMoment): boolean {
  if (reprint || cashTakenAt === null) return false;
  const waited = now - cashTakenAt;
  // A clock read a moment early still counts as now.
  return waited >= -1_000 && waited <= DRAWER_WINDOW_MS;
}
