import type { HeldPoints, RegisterSessionRecord, RegisterStatus } from "@kedai/shared";

/** The test cashier's open register, at `outlet`. */
export function openRegisterSession(outlet = { _id: "loc-1", name: "Kedai Crepes Pusat" }): RegisterSessionRecord {
  return {
    _id: "s-1",
    cashier: { _id: "u-cashier", name: "Kiki Kasir" },
    outlet,
    openedAt: "2026-11-23T01:00:00.000Z",
    openingBalance: 200000,
    notes: { opening: null, closing: null },
    closedAt: null,
    closingBalance: null,
    summary: null,
  };
}

/** GET /api/register/status: `session` open (with the points held at it), or none open. */
export function registerStatusOf(
  session: RegisterSessionRecord | null,
  pointsReservations: HeldPoints[] = [],
): RegisterStatus {
  return { isOpen: session !== null, session, pointsReservations: session ? pointsReservations : [] };
}
