import {
  PURCHASE_ITEMS_MESSAGE,
  PURCHASE_PAYMENT_METHOD,
  type PurchaseBody,
  type PurchasePaymentMethod,
  roundRupiah,
  SUPPLIER_REQUIRED_MESSAGE,
} from "@kedai/shared";
import { todayKey } from "../../lib/format";

/**
 * One row as typed: the quantity and price as QuantityInput and RupiahInput emit them, a number or
 * undefined while empty ("not given").
 */
export type PurchaseItemValues = { stockItem: string; quantity: number | undefined; purchasePrice: number | undefined };

export type PurchaseFormValues = {
  supplier: string;
  /** Where the goods are received: a location's `_id`, or "" for head office (the API's blank). */
  location: string;
  invoiceNumber: string;
  purchaseDate: string;
  paymentMethod: PurchasePaymentMethod;
  notes: string;
  items: PurchaseItemValues[];
};

export const EMPTY_PURCHASE_ITEM: PurchaseItemValues = { stockItem: "", quantity: undefined, purchasePrice: undefined };

export function emptyPurchaseForm(): PurchaseFormValues {
  return {
    supplier: "",
    location: "",
    invoiceNumber: "",
    purchaseDate: todayKey(),
    paymentMethod: PURCHASE_PAYMENT_METHOD.Cash,
    notes: "",
    items: [{ ...EMPTY_PURCHASE_ITEM }],
  };
}

const positive = (value: number | undefined) => value !== undefined && value > 0;

/** Index of every item row that would be refused: no stock item, or quantity or price not above 0. */
export function invalidPurchaseItems(items: readonly PurchaseItemValues[]): number[] {
  return items.flatMap((item, index) =>
    item.stockItem !== "" && positive(item.quantity) && positive(item.purchasePrice) ? [] : [index],
  );
}

/** A row's subtotal, or 0 while its quantity or price is not a number yet. */
export function lineTotal({ quantity, purchasePrice }: PurchaseItemValues): number {
  const amount = Number(quantity) * Number(purchasePrice);
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

/** The purchase total: Σ quantity × price, in whole rupiah. */
export function purchaseTotal(items: readonly PurchaseItemValues[]): number {
  return roundRupiah(items.reduce((sum, item) => sum + lineTotal(item), 0));
}

/** Why the form cannot be sent (the first problem), or null: the supplier first, then the rows. */
export function purchaseFormProblem(values: PurchaseFormValues): string | null {
  if (!values.supplier) return SUPPLIER_REQUIRED_MESSAGE;
  if (values.items.length === 0 || invalidPurchaseItems(values.items).length > 0) return PURCHASE_ITEMS_MESSAGE;
  return null;
}

/** What POST /purchases receives from a form that passed `purchaseFormProblem`; blank texts are left out. */
export function toPurchaseBody(values: PurchaseFormValues): PurchaseBody {
  return {
    supplier: values.supplier,
    location: values.location,
    invoiceNumber: values.invoiceNumber.trim() || null,
    purchaseDate: values.purchaseDate,
    paymentMethod: values.paymentMethod,
    notes: values.notes.trim() || null,
    items: values.items.map((item) => ({
      stockItem: item.stockItem,
      quantity: Number(item.quantity),
      purchasePrice: Number(item.purchasePrice),
    })),
  };
}
