import type { PurchaseRecord, StockRequestRecord, SupplierRecord } from "@kedai/shared";
import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import type { MockRequest } from "./fetch-mock";

const at = "2026-11-20T03:00:00.000Z";

export const testSupplier = (id: string, name: string): SupplierRecord => ({
  _id: id,
  name,
  contactPerson: "",
  phone: "0812345678",
  address: "",
  notes: "",
  archived: false,
  createdAt: at,
  updatedAt: at,
});

export const testPurchase = (id: string, change: Partial<PurchaseRecord> = {}): PurchaseRecord => ({
  _id: id,
  supplier: { _id: "s1", name: "CV Sumber Rejeki" },
  location: { _id: "gudang", name: "Gudang Pusat" },
  invoiceNumber: `INV-${id}`,
  purchaseDate: "2026-11-20",
  paymentMethod: "Cash",
  notes: null,
  totalCost: 50000,
  items: [{ stockItem: { _id: "gula", name: "Gula", unit: "kg" }, quantity: 2, purchasePrice: 25000, subtotal: 50000 }],
  createdByName: "Admin Kedai",
  createdAt: at,
  ...change,
});

export const testStockRequest = (id: string, change: Partial<StockRequestRecord> = {}): StockRequestRecord => ({
  _id: id,
  franchiseMember: { _id: "c-2", name: "Budi Mitra", outletName: "Kedai Bandung" },
  status: "Diajukan",
  notes: null,
  cancelReason: null,
  items: [{ stockItem: { _id: "gula", name: "Gula", unit: "kg" }, quantity: 5, shippedQuantity: 0 }],
  createdAt: at,
  updatedAt: at,
  ...change,
});

/** A list answer of the paged endpoints (`{ data, page, limit, total }`). */
export const paged = <Row>(data: Row[]) => ({ body: { data, page: 1, limit: 100, total: data.length } });

/**
 * Types '10.000' into `field` and saves with the button `save`: the question `title` says `says`;
 * 'Periksa Lagi' sends nothing; the figure typed again as '1.000' is echoed as one thousand before
 * it is saved with the same button.
 */
export async function tooMuchThenOneThousand(
  user: ReturnType<typeof userEvent.setup>,
  calls: readonly MockRequest[],
  field: HTMLElement,
  save: string,
  { title, says }: { title: string; says: string },
) {
  await user.type(field, "10.000");
  await user.click(screen.getByRole("button", { name: save }));
  const question = await screen.findByRole("dialog", { name: title });
  expect(question).toHaveTextContent(says);
  await user.click(within(question).getByRole("button", { name: "Periksa Lagi" }));
  expect(calls.some((call) => call.method === "POST")).toBe(false);
  await user.clear(field);
  await user.type(field, "1.000");
  expect(screen.getByText("= 1.000 gram")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: save }));
}
