import {
  type ChosenOption,
  computePosTotals,
  lineTotal,
  MAX_ORDER_ITEM_QUANTITY,
  type MenuItem,
  type OrderRecord,
  type OrderTotals,
  type OrderType,
  type Promo,
  type Settings,
  type TillCommand,
} from "@kedai/shared";
import type { CustomerCartLine } from "../../lib/customer-display";

export type CartOption = ChosenOption;

/** One cart line. Its shape is the money module's `TotalsLine`, so totals take the cart as it is. */
export type CartLine = {
  /** Same product with the same options = same line (adding again raises its quantity). */
  key: string;
  productId: string;
  name: string;
  basePrice: number;
  quantity: number;
  options: CartOption[];
};

export type CartAction =
  | { type: "add"; product: Pick<MenuItem, "_id" | "name" | "price">; options: CartOption[]; quantity?: number }
  | { type: "setQuantity"; key: string; quantity: number }
  | { type: "replace"; lines: CartLine[] }
  | { type: "clear" };

export function lineKey(productId: string, options: readonly CartOption[]): string {
  return [productId, ...options.map((option) => option.name).sort()].join("|");
}

const clampQuantity = (quantity: number) => Math.min(Math.floor(quantity), MAX_ORDER_ITEM_QUANTITY);

/** The cart's only writer: a quantity of 0 or less removes the line, the rest stay in order. */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case "add": {
      const key = lineKey(action.product._id, action.options);
      const added = action.quantity ?? 1;
      const existing = lines.find((line) => line.key === key);
      if (existing) {
        return lines.map((line) =>
          line.key === key ? { ...line, quantity: clampQuantity(line.quantity + added) } : line,
        );
      }
      return [
        ...lines,
        {
          key,
          productId: action.product._id,
          name: action.product.name,
          basePrice: action.product.price,
          quantity: clampQuantity(added),
          options: action.options,
        },
      ];
    }
    case "setQuantity":
      if (!(action.quantity >= 1)) return lines.filter((line) => line.key !== action.key);
      return lines.map((line) =>
        line.key === action.key ? { ...line, quantity: clampQuantity(action.quantity) } : line,
      );
    case "replace":
      return action.lines;
    case "clear":
      return [];
  }
}

/**
 * Cart lines at today's menu prices where the product and option still exist: the server prices
 * the order from the database, and the screen must agree. A line whose product left the menu keeps
 * what it had (the server then refuses it by name).
 */
export function linesAtMenuPrices(lines: ReadonlyArray<Omit<CartLine, "key">>, menu: readonly MenuItem[]): CartLine[] {
  const byId = new Map(menu.map((product) => [product._id, product]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    const menuOptions = product?.customizationOptions.flatMap((group) => group.options) ?? [];
    const options = line.options.map((chosen) => {
      const current = menuOptions.find((option) => option.name === chosen.name);
      return current ? { _id: current._id, name: current.name, price: current.price } : chosen;
    });
    return {
      key: lineKey(line.productId, options),
      productId: line.productId,
      name: product?.name ?? line.name,
      basePrice: product?.price ?? line.basePrice,
      quantity: line.quantity,
      options,
    };
  });
}

/** An order's items back in the cart for editing, at today's menu prices (see linesAtMenuPrices). */
export function cartFromOrder(order: OrderRecord, menu: readonly MenuItem[]): CartLine[] {
  return linesAtMenuPrices(
    order.items.flatMap((item) =>
      item.productId
        ? [
            {
              productId: item.productId,
              name: item.name,
              basePrice: item.basePrice,
              quantity: item.quantity,
              options: item.selectedOptions,
            },
          ]
        : [],
    ),
    menu,
  );
}

/** The cart as the order endpoints take it: what was chosen, never a price. */
export function orderItemsOf(lines: readonly CartLine[]): Extract<TillCommand, { kind: "add-round" }>["items"] {
  return lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    selectedOptions: line.options.map((option) =>
      option._id ? { _id: option._id, name: option.name } : { name: option.name },
    ),
  }));
}

/**
 * What an edit of `order` adds to it ('Tambahan'): per dish (product and options), the quantity the
 * cart holds above what the order had, as the server's edit splits it into a new round. Null when
 * the edit also takes something away: that is no round, and only a round can be kept offline.
 */
export function roundAdded(order: Pick<OrderRecord, "items">, lines: readonly CartLine[]): CartLine[] | null {
  const had = new Map<string, number>();
  for (const item of order.items) {
    if (!item.productId) continue;
    const key = lineKey(item.productId, item.selectedOptions);
    had.set(key, (had.get(key) ?? 0) + item.quantity);
  }
  // An order with a dish in two rounds comes back as two cart lines of that dish.
  const wanted = new Map<string, CartLine>();
  for (const line of lines) {
    const same = wanted.get(line.key);
    wanted.set(line.key, same ? { ...same, quantity: same.quantity + line.quantity } : line);
  }
  const added: CartLine[] = [];
  for (const line of wanted.values()) {
    const before = had.get(line.key) ?? 0;
    if (line.quantity < before) return null;
    if (line.quantity > before) added.push({ ...line, quantity: line.quantity - before });
  }
  return [...had.keys()].every((key) => wanted.has(key)) ? added : null;
}

export type CartTotalsInput = {
  orderType: OrderType;
  /** The cashier's rate for this order, percent. */
  serviceRatePercent: number;
  settings: Pick<Settings, "taxRatePercent" | "packagingFee">;
  promo: Promo | null;
  /** Rupiah from redeemed points. */
  pointsDiscount: number;
};

/** The live totals: the same function the server prices the order with. */
export function cartTotals(lines: readonly CartLine[], input: CartTotalsInput): OrderTotals {
  return computePosTotals({
    lines: [...lines],
    orderType: input.orderType,
    serviceRatePercent: input.serviceRatePercent,
    taxRatePercent: input.settings.taxRatePercent,
    packagingFee: input.settings.packagingFee,
    promo: input.promo,
    pointsDiscount: input.pointsDiscount,
  });
}

/** The service charge field: a number from 0 to 100, or null while it is not one. */
export function parseServiceRate(text: string): number | null {
  if (text.trim() === "") return null;
  const rate = Number(text);
  return Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : null;
}

/** A cart line as the customer-facing screen lists it: name, options, quantity and its amount. */
export const customerLine = (line: CartLine): CustomerCartLine => ({
  name: line.name,
  detail: line.options.map((option) => option.name).join(", "),
  quantity: line.quantity,
  amount: lineTotal(line),
});
