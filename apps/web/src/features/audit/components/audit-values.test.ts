import type { AuditRecord } from "@kedai/shared";
import { describe, expect, it } from "vitest";
import { auditEntityLabel, auditSummary } from "./audit-values";

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
});
