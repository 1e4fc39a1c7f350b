import type { AuditRecord } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { auditEntityLabel, auditSummary, formatAuditValue } from "./audit-values";

const cashDifference: AuditRecord = {
  _id: "e-1",
  at: "2026-11-23T15:00:00.000Z",
  actor: { _id: "u-1", name: "Ani Admin", kind: "staff" },
  action: "register.cash_difference",
  entityType: "register",
  entityId: "s-1",
  label: "dibuka oleh Kiki Kasir",
  before: { expectedCash: 173_530 },
  after: { countedCash: 170_000, difference: -3_530 },
};

describe("audit lines read naturally", () => {
  it("shows a figure recorded on one side alone, never '→ -'", () => {
    const summary = auditSummary(cashDifference);
    expect(summary).toBe("Kas Seharusnya: Rp 173.530; Kas Dihitung: Rp 170.000; Selisih: -Rp 3.530");
    expect(summary).not.toContain("→");
  });

  it("keeps before → after for a field on both sides", () => {
    expect(
      auditSummary({ ...cashDifference, action: "price.changed", before: { price: 20_000 }, after: { price: 22_000 } }),
    ).toBe("Harga: Rp 20.000 → Rp 22.000");
  });

  it("reads a split payment's parts and a 'Tambahan' round as words", () => {
    const splitPaid: AuditRecord = {
      ...cashDifference,
      action: "order.split_paid",
      entityType: "order",
      label: "CREPES-1795467611055",
      before: null,
      after: {
        totalAmount: 18_870,
        payments: [
          { method: "QRIS", amount: 8_870, change: 0 },
          { method: "Cash", amount: 20_000, change: 10_000 },
        ],
      },
    };
    expect(auditSummary(splitPaid)).toBe(
      "Total: Rp 18.870; Pembayaran: QRIS Rp 8.870 + Cash Rp 20.000 (kembalian Rp 10.000)",
    );
    const round = { ...splitPaid, action: "order.round_added", after: { round: 2, items: "1× Es Teh Leci" } } as const;
    expect(auditSummary(round)).toBe("Ronde: 2; Item: 1× Es Teh Leci");
  });

  it("does not say the kind twice for an older 'Register <name>' label, and leaves other names alone", () => {
    expect(auditEntityLabel({ entityType: "register", label: "Register Kiki Kasir" })).toBe("dibuka oleh Kiki Kasir");
    expect(auditEntityLabel({ entityType: "register", label: "dibuka oleh Kiki Kasir" })).toBe(
      "dibuka oleh Kiki Kasir",
    );
    expect(auditEntityLabel({ entityType: "menuItem", label: "Menu 100" })).toBe("Menu 100");
  });

  it("reads a counted quantity grouped with its unit, and an older figure without one grouped", () => {
    const posted: AuditRecord = {
      ...cashDifference,
      action: "stock_count.posted_difference",
      entityType: "stockCount",
      label: "Outlet Dago, 2026-11-29",
      before: { Gula: { quantity: 1800, unit: "gram" }, Susu: 12.5 },
      after: { Gula: { quantity: 1790, unit: "gram" }, Susu: 1250 },
    };
    expect(auditSummary(posted)).toBe("Gula: 1.800 gram → 1.790 gram; Susu: 12,5 → 1.250");
    expect(auditEntityLabel(posted)).toBe("Outlet Dago, 29/11/2026");
  });

  it("writes days as dd/mm/yyyy, with the business time when the value has one", () => {
    expect(formatAuditValue("date", "2026-11-03")).toBe("03/11/2026");
    // 23.30 UTC on the 2nd is 06.30 on the 3rd in Jakarta.
    expect(formatAuditValue("closedAt", "2026-11-02T23:30:00.000Z")).toBe("03/11/2026 06.30");
  });
});
