import {
  changeDue,
  computeOnlineTotals,
  computePosTotals,
  type DeliveryMethod,
  finalPricePerItem,
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderChannel,
  type OrderTotals,
  type OrderType,
  orderTypeForDelivery,
  PAYMENT_STATUS,
  type Promo,
  pointsEarned,
  QUICK_CASH_AMOUNTS,
  type Settings,
  type TotalsLine,
} from "@kedai/shared";
import type { Tx } from "../db/client";
import { type OrderCustomerDetails, type OrderDeliveryInfo, orderItems, orders } from "../db/schema";
import type { ProductKey, SeededCatalog, SeededProduct } from "./demo-catalog";

/**
 * Order history for the demo: the demo customer's past orders (profile, points) and a week of
 * walk-in sales at the Pusat outlet (dashboard, reports). Totals come from the shared money module,
 * exactly as the order service computes them.
 */

type Person = { id: string; name: string };
export type DemoOrderContext = {
  catalog: SeededCatalog;
  settings: Settings;
  location: { id: string; name: string };
  cashier: Person;
  waiters: Person[];
  tables: { id: string; name: string }[];
  customer: Person & { phone: string; email: string; addressDetail: string; addressNotes: string };
  promo: { id: string; name: string } & Promo;
  now: Date;
  timeZone: string;
};

type Line = [product: ProductKey, quantity: number, options: string[]];
type OrderPlan = {
  channel: OrderChannel;
  orderType: OrderType;
  createdAt: Date;
  status: typeof ORDER_STATUS.Completed | typeof ORDER_STATUS.Cancelled;
  paymentMethod: string;
  lines: Line[];
  registered?: boolean;
  walkInName?: string;
  waiter?: Person;
  table?: { id: string; name: string };
  promo?: boolean;
  /** Online orders only. */
  delivery?: DeliveryMethod;
};

/** An online order, whose type follows from how the customer receives it (docs/business-rules.md#channels). */
const onlinePlan = (
  delivery: DeliveryMethod,
  plan: Omit<OrderPlan, "channel" | "orderType" | "delivery">,
): OrderPlan => ({
  ...plan,
  channel: ORDER_CHANNEL.online,
  orderType: orderTypeForDelivery(delivery),
  delivery,
});

const WALK_IN_NAMES = ["Rina", "Andi", "Dewi", "Fajar", "Sinta", "Yoga", "Nadia", "Bayu", "Tari", "Gilang", "Salsa"];
const POS_METHODS = ["Cash", "QRIS", "Cash", "Debit Card"];
const { DineIn, TakeAway, Ojol } = ORDER_TYPE;
const POS_TYPES: OrderType[] = [DineIn, TakeAway, DineIn, Ojol, TakeAway];
/** Local opening-hours slots (hour, minute) for walk-in orders of past days. */
const SLOTS: [number, number][] = [
  [11, 20],
  [13, 5],
  [16, 40],
  [19, 15],
];
const MINUTE = 60_000;

export async function insertDemoOrders(tx: Tx, ctx: DemoOrderContext): Promise<{ orders: number; items: number }> {
  const plans = [...customerHistory(ctx), ...walkInWeek(ctx)]
    .map((plan, i) => ({ ...plan, createdAt: withinItsMinute(plan.createdAt, i, ctx.now) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const usedIds = new Set<string>();
  const built = plans.map((plan) => buildOrder(plan, ctx, usedIds));
  const orderRows = await tx
    .insert(orders)
    .values(built.map((b) => b.order))
    .returning({ id: orders.id, orderId: orders.orderId });
  const idOf = new Map(orderRows.map((row) => [row.orderId, row.id]));
  const itemRows = built.flatMap((b) => b.items.map((item) => ({ ...item, orderId: idOf.get(b.order.orderId)! })));
  await tx.insert(orderItems).values(itemRows);
  return { orders: orderRows.length, items: itemRows.length };
}

/** The demo customer: two delivered/collected online orders, one cancelled, one eaten in. */
function customerHistory(ctx: DemoOrderContext): OrderPlan[] {
  const [kasir, staf] = [ctx.waiters[0], ctx.waiters[1] ?? ctx.waiters[0]];
  return [
    onlinePlan("delivery", {
      createdAt: localTime(ctx, 12, 18, 42),
      status: ORDER_STATUS.Completed,
      paymentMethod: "Transfer",
      registered: true,
      promo: true,
      lines: [
        ["cokelatKeju", 2, ["Renyah", "Keju Ekstra"]],
        ["esTehLeci", 1, ["Reguler", "Normal"]],
      ],
    }),
    {
      channel: ORDER_CHANNEL.pos,
      orderType: TakeAway,
      createdAt: localTime(ctx, 9, 15, 10),
      status: ORDER_STATUS.Completed,
      paymentMethod: "Cash",
      registered: true,
      waiter: staf,
      lines: [
        ["matchaOreo", 1, ["Lembut", "Es Krim"]],
        ["kopiSusuGulaAren", 1, ["Large", "Kurang Manis"]],
      ],
    },
    onlinePlan("pickup", {
      createdAt: localTime(ctx, 5, 12, 25),
      status: ORDER_STATUS.Cancelled,
      paymentMethod: "Cash",
      registered: true,
      lines: [["dagingAsap", 1, ["Renyah", "Pedas"]]],
    }),
    {
      channel: ORDER_CHANNEL.pos,
      orderType: DineIn,
      createdAt: localTime(ctx, 2, 19, 5),
      status: ORDER_STATUS.Completed,
      paymentMethod: "QRIS",
      registered: true,
      waiter: kasir,
      table: ctx.tables[2],
      lines: [
        ["stroberiKrim", 1, ["Lembut"]],
        ["tunaMayo", 1, ["Renyah", "Sedang", "Keju Ekstra"]],
        ["esTehLeci", 2, ["Reguler", "Kurang Manis"]],
      ],
    },
  ];
}

/** Two to four walk-in sales a day over the last 7 days, today's ones in the hours just before now. */
function walkInWeek(ctx: DemoOrderContext): OrderPlan[] {
  const keys = Object.keys(ctx.catalog.products) as ProductKey[];
  const plans: OrderPlan[] = [];
  let i = 0;
  for (let daysAgo = 6; daysAgo >= 0; daysAgo--) {
    const count = 2 + ((daysAgo * 2) % 3);
    for (let slot = 0; slot < count; slot++, i++) {
      const createdAt =
        daysAgo === 0
          ? new Date(ctx.now.getTime() - (count - slot) * 47 * MINUTE)
          : localTime(ctx, daysAgo, SLOTS[slot][0], SLOTS[slot][1] + ((i * 7) % 30));
      // Seeding just after midnight: today's slots would fall yesterday; leave them out.
      if (daysAgo === 0 && createdAt < localTime(ctx, 0, 0, 0)) continue;
      const orderType = POS_TYPES[i % POS_TYPES.length];
      const lineCount = 1 + (i % 3);
      const lines: Line[] = [];
      for (let j = 0; j < lineCount; j++) {
        const key = keys[(i * 5 + j * 3) % keys.length];
        if (lines.some(([k]) => k === key)) continue;
        lines.push([key, 1 + ((i + j) % 2), pickOptions(ctx.catalog.products[key], i + j)]);
      }
      plans.push({
        channel: ORDER_CHANNEL.pos,
        orderType,
        createdAt,
        status: ORDER_STATUS.Completed,
        paymentMethod: POS_METHODS[i % POS_METHODS.length],
        walkInName: WALK_IN_NAMES[i % WALK_IN_NAMES.length],
        waiter: ctx.waiters[i % ctx.waiters.length],
        table: orderType === DineIn ? ctx.tables[i % ctx.tables.length] : undefined,
        promo: i % 6 === 4,
        lines,
      });
    }
  }
  return plans;
}

/** One choice per radio group, and now and then a topping. */
function pickOptions(product: SeededProduct, seed: number): string[] {
  return product.groups.flatMap((group) => {
    if (group.type === "radio") return [group.options[seed % group.options.length].name];
    return seed % 3 === 0 ? [group.options[seed % group.options.length].name] : [];
  });
}

function buildOrder(plan: OrderPlan, ctx: DemoOrderContext, usedIds: Set<string>) {
  const items = plan.lines.map(([key, quantity, optionNames]) => {
    const product = ctx.catalog.products[key];
    const selectedOptions = optionNames.map((name) => {
      const price = product.options.get(name);
      if (price === undefined) throw new Error(`demo seed: "${name}" is not an option of ${product.name}`);
      return { name, price };
    });
    const line: TotalsLine = { basePrice: product.price, quantity, options: selectedOptions };
    return {
      line,
      row: {
        productId: product.id,
        name: product.name,
        quantity,
        basePrice: product.price,
        selectedOptions,
        finalPricePerItem: finalPricePerItem(line),
        unitCogs: product.cogs,
        createdAt: plan.createdAt,
      },
    };
  });
  const lines = items.map((item) => item.line);
  const { settings } = ctx;
  const promo = plan.promo ? { type: ctx.promo.type, value: ctx.promo.value } : null;
  const deliveryFee = plan.delivery === "delivery" ? settings.deliveryFee : 0;
  const totals: OrderTotals =
    plan.channel === ORDER_CHANNEL.online
      ? computeOnlineTotals({ lines, taxRatePercent: settings.taxRatePercent, promo, deliveryFee })
      : computePosTotals({
          lines,
          orderType: plan.orderType,
          serviceRatePercent: settings.serviceChargePercent,
          taxRatePercent: settings.taxRatePercent,
          packagingFee: settings.packagingFee,
          promo,
        });

  const completed = plan.status === ORDER_STATUS.Completed;
  const finishedAt = new Date(Math.min(plan.createdAt.getTime() + (completed ? 18 : 6) * MINUTE, ctx.now.getTime()));
  const amountPaid = plan.paymentMethod === "Cash" ? cashTendered(totals.totalAmount) : totals.totalAmount;
  const customerDetails: OrderCustomerDetails = plan.registered
    ? plan.channel === ORDER_CHANNEL.online
      ? {
          name: ctx.customer.name,
          phone: ctx.customer.phone,
          email: ctx.customer.email,
          ...(plan.delivery === "delivery"
            ? { addressDetail: ctx.customer.addressDetail, addressNotes: ctx.customer.addressNotes }
            : {}),
        }
      : { name: ctx.customer.name, phone: ctx.customer.phone }
    : { name: plan.walkInName ?? "Pelanggan Umum" };
  const deliveryInfo: OrderDeliveryInfo | null =
    plan.channel === ORDER_CHANNEL.online
      ? {
          method: plan.delivery ?? "pickup",
          outlet: ctx.location.name,
          dateTime: new Date(plan.createdAt.getTime() + 30 * MINUTE).toISOString(),
          fee: deliveryFee,
        }
      : null;

  const order = {
    orderId: uniqueOrderId(plan.channel === ORDER_CHANNEL.pos ? "CREPES" : "VNC", plan.createdAt, usedIds),
    channel: plan.channel,
    orderType: plan.orderType,
    status: plan.status,
    paymentStatus: PAYMENT_STATUS.Paid,
    paymentMethod: plan.paymentMethod,
    paymentDetails: completed
      ? {
          method: plan.paymentMethod,
          amountPaid,
          change: changeDue(totals.totalAmount, amountPaid) ?? 0,
        }
      : null,
    customerId: plan.registered ? ctx.customer.id : null,
    customerName: customerDetails.name,
    customerDetails,
    deliveryInfo,
    cashierId: plan.channel === ORDER_CHANNEL.pos ? ctx.cashier.id : null,
    waiterId: plan.waiter?.id ?? null,
    waiterName: plan.waiter?.name ?? null,
    tableId: plan.table?.id ?? null,
    tableName: plan.table?.name ?? null,
    locationId: ctx.location.id,
    subTotal: totals.subTotal,
    serviceChargeRate:
      plan.orderType === DineIn && plan.channel === ORDER_CHANNEL.pos ? settings.serviceChargePercent : 0,
    serviceCharge: totals.serviceCharge,
    packagingFee: totals.packagingFee,
    deliveryFee: totals.deliveryFee,
    taxRate: settings.taxRatePercent,
    taxLabel: settings.taxLabel,
    tax: totals.tax,
    promoId: promo ? ctx.promo.id : null,
    promoName: promo ? ctx.promo.name : null,
    promoDiscount: totals.promoDiscount,
    discount: totals.cashierDiscount,
    pointsRedeemed: 0,
    pointsDiscount: totals.pointsDiscount,
    pointsEarned: completed && plan.registered ? pointsEarned(totals.totalAmount, settings.pointsEarnRupiah) : 0,
    totalAmount: totals.totalAmount,
    completedAt: completed ? finishedAt : null,
    createdAt: plan.createdAt,
    updatedAt: finishedAt,
  };
  return { order, items: items.map((item) => item.row) };
}

/** What a customer hands over: the smallest quick-cash note that covers the bill, else whole 50.000s. */
function cashTendered(total: number): number {
  return QUICK_CASH_AMOUNTS.find((amount) => amount >= total) ?? Math.ceil(total / 50000) * 50000;
}

/**
 * Spreads an order's time over the seconds of its minute. Planned times fall on whole minutes (or
 * whole minutes before now), so their ids would share their last digits, which is what screens
 * show of an id. Never moves an order past now.
 */
function withinItsMinute(at: Date, index: number, now: Date): Date {
  const shifted = at.getTime() - ((index * 7_919) % MINUTE);
  return new Date(Math.min(shifted, now.getTime()));
}

function uniqueOrderId(prefix: string, at: Date, used: Set<string>): string {
  let stamp = at.getTime();
  while (used.has(`${prefix}-${stamp}`)) stamp++;
  const id = `${prefix}-${stamp}`;
  used.add(id);
  return id;
}

/** The instant that is hour:minute on the business-local day `daysAgo` days before now. */
export function localTime(ctx: { now: Date; timeZone: string }, daysAgo: number, hour: number, minute: number): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: ctx.timeZone, year: "numeric", month: "numeric", day: "numeric" })
      .formatToParts(ctx.now)
      .map((p) => [p.type, p.value]),
  );
  const wallClock = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) - daysAgo, hour, minute);
  return new Date(wallClock - utcOffsetMs(new Date(wallClock), ctx.timeZone));
}

function utcOffsetMs(at: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === "-" ? -minutes : minutes) * MINUTE;
}
