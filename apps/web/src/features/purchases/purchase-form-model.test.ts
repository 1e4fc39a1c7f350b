import { describe, expect, it } from "vitest";
import {
  emptyPurchaseForm,
  invalidPurchaseItems,
  type PurchaseFormValues,
  purchaseFormProblem,
  purchaseTotal,
  toPurchaseBody,
} from "./purchase-form-model";

const row = (stockItem: string, quantity: string, purchasePrice: string) => ({
  stockItem,
  quantity: quantity === "" ? undefined : Number(quantity),
  purchasePrice: purchasePrice === "" ? undefined : Number(purchasePrice),
});
const form = (change: Partial<PurchaseFormValues>): PurchaseFormValues => ({ ...emptyPurchaseForm(), ...change });

describe("purchase form", () => {
  it("starts with one empty row, paid in cash", () => {
    expect(emptyPurchaseForm()).toMatchObject({ paymentMethod: "Cash", items: [row("", "", "")] });
  });

  it("totals quantity × price over the rows, whole rupiah, ignoring rows not filled in yet", () => {
    expect(purchaseTotal([row("a", "2", "12500"), row("b", "0.5", "3001"), row("c", "", "9000")])).toBe(26501);
  });

  it("names the rows without an item, or with a quantity or price not above 0", () => {
    expect(
      invalidPurchaseItems([row("a", "1", "100"), row("", "1", "100"), row("b", "0", "100"), row("c", "1", "0")]),
    ).toEqual([1, 2, 3]);
  });

  it("asks for the supplier first, then for valid rows", () => {
    expect(purchaseFormProblem(form({ items: [row("", "", "")] }))).toBe("Silakan pilih supplier.");
    expect(purchaseFormProblem(form({ supplier: "s1", items: [row("a", "1", "")] }))).toBe(
      "Pastikan semua item dipilih, serta memiliki jumlah dan harga beli lebih dari 0.",
    );
    expect(purchaseFormProblem(form({ supplier: "s1", items: [row("a", "1", "5")] }))).toBeNull();
  });

  it("sends numbers, and no invoice or notes when they are blank", () => {
    const body = toPurchaseBody(form({ supplier: "s1", invoiceNumber: "  ", items: [row("a", "1.5", "2000")] }));
    // Blank: head office, as the API reads it.
    expect(body).toMatchObject({
      supplier: "s1",
      location: "",
      invoiceNumber: null,
      notes: null,
      paymentMethod: "Cash",
    });
    expect(body.items).toEqual([{ stockItem: "a", quantity: 1.5, purchasePrice: 2000 }]);
  });
});
