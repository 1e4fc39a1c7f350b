import {
  addDays,
  businessInstant,
  changeDue,
  computeOnlineTotals,
  computePosTotals,
  type DeliveryMethod,
  finalPricePerItem,
  OJOL_PLATFORM_LABELS,
  type OjolPlatform,
  ORDER_CHANNEL,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderChannel,
  type OrderStatus,
  type OrderTotals,
  type OrderType,
  orderTypeForDelivery,
  PAYMENT_STATUS,
  type PaymentStatus,
  type Promo,
  platformCommission,
  pointsEarned,
  QUICK_CASH_AMOUNTS,
  type RefundMethod,
  type RefundStatus,
  type Settings,
  type TotalsLine,
  toDateKey,
} from "@kedai/shared";
import type { Tx } from "../db/client";
import {
  type OrderCustomerDetails,
  type OrderDeliveryInfo,
  orderItems,
  orders,
  paymentInvoices,
  refunds,
} from "../db/schema";
import { includedTax } from "../modules/ojol/ojol-orders";
import { withMarkup } from "../modules/ojol/outlet-menu";
import { stockUseOf } from "../modules/orders/order-stock";
import type { ProductKey, SeededCatalog, SeededProduct } from "./demo-catalog";
import { DEMO_OJOL_LINKS } from "./demo-ojol";
import type { DemoMovement } from "./demo-stock-ledger";

/**
 * Order history for the demo: the demo customer's past orders (profile, points), a month of
 * walk-in and online sales at the Pusat outlet (dashboard, reports), and today's orders in every
 * status (kitchen, order list, a payment still awaited). Totals come from the shared money module,
 * exactly as the order service computes them; what each order took from stock (and a cancelled one
 * put back) becomes its stock movements.
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
  status: OrderStatus;
  /** Default: Paid (a cashier's order is paid for when placed; so is cash or transfer online). */
  paymentStatus?: PaymentStatus;
  paymentMethod: string;
  lines: Line[];
  registered?: boolean;
  walkInName?: string;
  /** An online guest's phone (with walkInName as their name). */
  guestPhone?: string;
  waiter?: Person;
  table?: { id: string; name: string };
  promo?: boolean;
  /** Online orders only. */
  delivery?: DeliveryMethod;
  /** A food platform's order (channel ojol): the platform, its own number, its driver. */
  platform?: { name: OjolPlatform; orderId: string; shortCode: string; driver: string };
  /**
   * A paid order cancelled with a refund (docs/business-rules.md#refunds): how its money went back
   * and where the refund stands; `paidBy`: Xendit's payment method of an online order's invoice.
   */
  refund?: { method: RefundMethod; status: RefundStatus; paidBy?: string; destination?: string; reference?: string };
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
/** Online customers who order as guests: name and phone as checkout takes them. */
const GUESTS = [
  { name: "Lestari Wulandari", phone: "081322114455" },
  { name: "Hendra Gunawan", phone: "085721339087" },
  { name: "Citra Ayuningtyas", phone: "081910237766" },
  { name: "Rizky Pratama", phone: "082118845520" },
  { name: "Maharani Putri", phone: "087823456190" },
];
const POS_METHODS = ["Cash", "QRIS", "Cash", "Debit Card", "QRIS", "Cash", "Credit Card"];
const ONLINE_METHODS = ["QRIS", "Transfer", "BCA", "Cash", "MANDIRI", "QRIS", "BNI", "BRI"];
const { DineIn, TakeAway, Ojol } = ORDER_TYPE;
const POS_TYPES: OrderType[] = [DineIn, TakeAway, DineIn, Ojol, TakeAway];
/** Local opening-hours slots (hour, minute) for walk-in orders of past days. */
const SLOTS: [number, number][] = [
  [10, 35],
  [12, 10],
  [13, 45],
  [15, 30],
  [18, 5],
  [19, 50],
];
/** Days of history: the dashboard's month and the reports' last 30 days are full. */
const HISTORY_DAYS = 30;
const MINUTE = 60_000;

export type DemoOrders = { orders: number; items: number; movements: DemoMovement[] };

export async function insertDemoOrders(tx: Tx, ctx: DemoOrderContext): Promise<DemoOrders> {
  const plans = [
    ...customerHistory(ctx),
    ...walkIns(ctx),
    ...onlineSales(ctx),
    ...refundedSales(ctx),
    ...platformSales(ctx),
    ...todaysOpenOrders(ctx),
  ]
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
  const movements = built.flatMap(({ order }) => stockMovementsOf(order, idOf.get(order.orderId)!));
  await insertRefunds(
    tx,
    built.map((b, i) => ({ ...b, id: idOf.get(b.order.orderId)!, plan: plans[i]! })),
    ctx,
  );
  return { orders: orderRows.length, items: itemRows.length, movements };
}

/**
 * The refunds of the refunded sales, and the paid Xendit invoice of each online one (its refund
 * went through Xendit, or by bank transfer for a virtual account), as the services would have written them.
 */
async function insertRefunds(
  tx: Tx,
  built: { id: string; order: ReturnType<typeof buildOrder>["order"]; plan: OrderPlan }[],
  ctx: DemoOrderContext,
) {
  const refunded = built.filter((b) => b.plan.refund);
  const online = refunded.filter((b) => b.plan.refund?.paidBy);
  if (online.length > 0) {
    await tx.insert(paymentInvoices).values(
      online.map(({ id, order }) => ({
        orderId: id,
        xenditInvoiceId: `sim-demo-${order.orderId}`,
        externalId: order.orderId,
        amount: order.totalAmount,
        status: "PAID" as const,
        invoiceUrl: `https://checkout.xendit.co/web/sim-demo-${order.orderId}`,
        expiresAt: new Date(order.createdAt.getTime() + 30 * MINUTE),
        paidAt: new Date(order.createdAt.getTime() + 2 * MINUTE),
      })),
    );
  }
  if (refunded.length === 0) return;
  await tx.insert(refunds).values(
    refunded.map(({ id, order, plan }) => {
      const refund = plan.refund!;
      const done = refund.status === "Selesai";
      return {
        orderId: id,
        amount: order.totalAmount,
        method: refund.method,
        status: refund.status,
        reference: refund.reference ?? null,
        destination: refund.destination ?? null,
        requestedById: ctx.cashier.id,
        requestedByName: ctx.cashier.name,
        recordedById: refund.method === "transfer" && done ? ctx.cashier.id : null,
        recordedByName: refund.method === "transfer" && done ? ctx.cashier.name : null,
        createdAt: order.updatedAt,
        completedAt: done ? new Date(order.updatedAt.getTime() + 90 * MINUTE) : null,
      };
    }),
  );
}

/**
 * Paid orders the shop cancelled, one per way money goes back: cash from the drawer at the till,
 * an e-wallet refunded through Xendit (the demo customer's, on their profile), a virtual account
 * refunded by a bank transfer staff recorded, and one still waiting for that transfer.
 */
function refundedSales(ctx: DemoOrderContext): OrderPlan[] {
  const cancelled = ORDER_STATUS.Cancelled;
  return [
    {
      channel: ORDER_CHANNEL.pos,
      orderType: TakeAway,
      createdAt: localTime(ctx, 4, 14, 20),
      status: cancelled,
      paymentMethod: "Cash",
      walkInName: "Bagas",
      waiter: ctx.waiters[0],
      lines: [["pisangCokelat", 1, ["Renyah"]]],
      refund: { method: "cash", status: "Selesai" },
    },
    onlinePlan("pickup", {
      createdAt: localTime(ctx, 6, 13, 5),
      status: cancelled,
      paymentMethod: "QRIS",
      registered: true,
      lines: [["redVelvet", 1, ["Lembut", "Es Krim"]]],
      refund: { method: "xendit", status: "Selesai", paidBy: "EWALLET", reference: "rfd-demo-ewallet-0001" },
    }),
    onlinePlan("delivery", {
      createdAt: localTime(ctx, 8, 12, 40),
      status: cancelled,
      paymentMethod: "MANDIRI",
      walkInName: GUESTS[3].name,
      guestPhone: GUESTS[3].phone,
      lines: [["ayamPedas", 2, ["Renyah", "Pedas"]]],
      refund: {
        method: "transfer",
        status: "Selesai",
        paidBy: "BANK_TRANSFER",
        destination: "Mandiri 1370012345678 a.n. Rizky Pratama",
        reference: "TRF-MDR-0008",
      },
    }),
    onlinePlan("pickup", {
      createdAt: localTime(ctx, 1, 16, 15),
      status: cancelled,
      paymentMethod: "BCA",
      walkInName: GUESTS[0].name,
      guestPhone: GUESTS[0].phone,
      lines: [["cokelatKeju", 1, ["Renyah", "Keju Ekstra"]]],
      refund: { method: "transfer", status: "Diproses", paidBy: "BANK_TRANSFER" },
    }),
  ];
}

/** The sale's movements when the order was placed and, for a cancelled one, the return when it was cancelled. */
function stockMovementsOf(order: ReturnType<typeof buildOrder>["order"], id: string): DemoMovement[] {
  const reference = { type: "order" as const, id, label: order.orderId };
  const by = order.cashierId ? { id: order.cashierId, name: order.cashierName ?? "" } : null;
  const { locationId } = order;
  const sale = order.stockUsed.map((use) => ({
    stockItemId: use.stockItemId,
    locationId,
    quantity: -use.quantity,
    reason: "sale" as const,
    reference,
    by,
    at: order.createdAt,
  }));
  if (order.status !== ORDER_STATUS.Cancelled) return sale;
  return [
    ...sale,
    ...order.stockUsed.map((use) => ({
      stockItemId: use.stockItemId,
      locationId,
      quantity: use.quantity,
      reason: "cancel" as const,
      reference,
      by,
      at: order.updatedAt,
    })),
  ];
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

/**
 * Two to five walk-in sales a day over the history, more at weekends; today's ones in the hours
 * just before now. Every cashier payment method turns up.
 */
function walkIns(ctx: DemoOrderContext): OrderPlan[] {
  const keys = Object.keys(ctx.catalog.products) as ProductKey[];
  const plans: OrderPlan[] = [];
  let i = 0;
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const weekend = [0, 6].includes(localTime(ctx, daysAgo, 12, 0).getUTCDay());
    const count = Math.min(SLOTS.length, 2 + ((daysAgo * 5) % 3) + (weekend ? 1 : 0));
    for (let slot = 0; slot < count; slot++, i++) {
      const createdAt =
        daysAgo === 0
          ? new Date(ctx.now.getTime() - (count - slot) * 47 * MINUTE)
          : localTime(ctx, daysAgo, SLOTS[slot][0], SLOTS[slot][1] + ((i * 7) % 30));
      // Seeding just after midnight: today's slots would fall yesterday; leave them out.
      if (daysAgo === 0 && createdAt < localTime(ctx, 0, 0, 0)) continue;
      const orderType = POS_TYPES[i % POS_TYPES.length];
      const lineCount = 1 + (i % 3);
      const lines = pickLines(ctx, keys, i, lineCount);
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

function pickLines(ctx: DemoOrderContext, keys: ProductKey[], seed: number, count: number): Line[] {
  const lines: Line[] = [];
  for (let j = 0; j < count; j++) {
    const key = keys[(seed * 5 + j * 3) % keys.length];
    if (lines.some(([k]) => k === key)) continue;
    lines.push([key, 1 + ((seed + j) % 2), pickOptions(ctx.catalog.products[key], seed + j)]);
  }
  return lines;
}

/**
 * About one storefront order a day, delivered or collected, paid by every online method; one
 * whose online payment expired unpaid (so it was cancelled) and one the customer cancelled.
 */
function onlineSales(ctx: DemoOrderContext): OrderPlan[] {
  const keys = Object.keys(ctx.catalog.products) as ProductKey[];
  const plans: OrderPlan[] = [];
  for (let daysAgo = HISTORY_DAYS - 1, i = 0; daysAgo >= 1; daysAgo--, i++) {
    if (daysAgo % 5 === 2) continue;
    const guest = GUESTS[i % GUESTS.length];
    const expired = daysAgo === 3;
    const cancelled = daysAgo === 11;
    const delivery: DeliveryMethod = i % 3 === 0 ? "pickup" : "delivery";
    plans.push(
      onlinePlan(delivery, {
        createdAt: localTime(ctx, daysAgo, 11 + (i % 9), (i * 13) % 60),
        status: expired || cancelled ? ORDER_STATUS.Cancelled : ORDER_STATUS.Completed,
        paymentStatus: expired ? PAYMENT_STATUS.Expired : undefined,
        paymentMethod: expired ? "QRIS" : ONLINE_METHODS[i % ONLINE_METHODS.length],
        walkInName: guest.name,
        guestPhone: guest.phone,
        promo: i % 4 === 1,
        lines: pickLines(ctx, keys, i + 3, 1 + (i % 3)),
      }),
    );
  }
  return plans;
}

const DRIVERS = ["Dimas", "Ujang", "Rahmat", "Eko", "Agus", "Wawan"];

/**
 * GoFood and GrabFood orders the platforms delivered, every other day of the last two weeks, at the
 * platforms' prices (the links' markup) with the links' commission, as the inbox would have
 * recorded them (docs/decisions/0056-ojol-orders-in.md).
 */
function platformSales(ctx: DemoOrderContext): OrderPlan[] {
  const keys = Object.keys(ctx.catalog.products) as ProductKey[];
  const plans: OrderPlan[] = [];
  for (let daysAgo = 13, i = 0; daysAgo >= 1; daysAgo -= 2, i++) {
    const name: OjolPlatform = i % 2 === 0 ? "grabfood" : "gofood";
    const number = 100 + i;
    plans.push({
      channel: ORDER_CHANNEL.ojol,
      orderType: Ojol,
      createdAt: localTime(ctx, daysAgo, 12 + (i % 7), (i * 17) % 60),
      status: ORDER_STATUS.Completed,
      paymentMethod: OJOL_PLATFORM_LABELS[name],
      walkInName: `Pelanggan ${OJOL_PLATFORM_LABELS[name]}`,
      delivery: "delivery",
      lines: pickLines(ctx, keys, i + 7, 1 + (i % 2)),
      platform:
        name === "grabfood"
          ? { name, orderId: `DEMO-HIST-${number}`, shortCode: `GF-${number}`, driver: DRIVERS[i % DRIVERS.length] }
          : { name, orderId: `F-DEMO${number}`, shortCode: `F-DEMO${number}`, driver: DRIVERS[i % DRIVERS.length] },
    });
  }
  return plans;
}

/**
 * What is going on right now: orders in the kitchen (New, Preparing, Ready) from the till and the
 * storefront, and an online order whose payment is still awaited. None sits at a table, so every
 * table is free for the first order of the day.
 */
function todaysOpenOrders(ctx: DemoOrderContext): OrderPlan[] {
  const ago = (minutes: number) => new Date(ctx.now.getTime() - minutes * MINUTE);
  const [kasir, staf] = [ctx.waiters[0], ctx.waiters[1] ?? ctx.waiters[0]];
  return [
    {
      channel: ORDER_CHANNEL.pos,
      orderType: TakeAway,
      createdAt: ago(4),
      status: ORDER_STATUS.New,
      paymentMethod: "",
      walkInName: "Wulan",
      waiter: kasir,
      lines: [
        ["pisangCokelat", 2, ["Renyah"]],
        ["esTehLeci", 2, ["Reguler", "Normal"]],
      ],
    },
    {
      channel: ORDER_CHANNEL.pos,
      orderType: Ojol,
      createdAt: ago(9),
      status: ORDER_STATUS.Preparing,
      paymentMethod: "",
      walkInName: "GrabFood - Dimas",
      waiter: staf,
      lines: [
        ["ayamPedas", 1, ["Renyah", "Pedas"]],
        ["kopiSusuGulaAren", 1, ["Reguler", "Kurang Manis"]],
      ],
    },
    onlinePlan("delivery", {
      createdAt: ago(16),
      status: ORDER_STATUS.Ready,
      paymentMethod: "Transfer",
      walkInName: GUESTS[1].name,
      guestPhone: GUESTS[1].phone,
      lines: [["redVelvet", 2, ["Lembut", "Es Krim"]]],
    }),
    onlinePlan("pickup", {
      createdAt: ago(6),
      status: ORDER_STATUS.New,
      paymentStatus: PAYMENT_STATUS.Pending,
      paymentMethod: "BCA",
      walkInName: GUESTS[3].name,
      guestPhone: GUESTS[3].phone,
      lines: [
        ["tiramisu", 1, ["Lembut"]],
        ["kejuSusu", 1, ["Renyah"]],
      ],
    }),
  ];
}

/** One choice per radio group, and now and then a topping. */
function pickOptions(product: SeededProduct, seed: number): string[] {
  return product.groups.flatMap((group) => {
    if (group.type === "radio") return [group.options[seed % group.options.length].name];
    return seed % 3 === 0 ? [group.options[seed % group.options.length].name] : [];
  });
}

function buildOrder(plan: OrderPlan, ctx: DemoOrderContext, usedIds: Set<string>) {
  const link = plan.platform ? DEMO_OJOL_LINKS[plan.platform.name] : undefined;
  // A platform charges its own prices: Kedai's raised by the link's markup.
  const charged = (price: number) => (link ? withMarkup(price, link.markupPercent) : price);
  const items = plan.lines.map(([key, quantity, optionNames]) => {
    const product = ctx.catalog.products[key];
    const selectedOptions = optionNames.map((name) => {
      const price = product.options.get(name);
      if (price === undefined) throw new Error(`demo seed: "${name}" is not an option of ${product.name}`);
      return { name, price: charged(price) };
    });
    const basePrice = charged(product.price);
    const line: TotalsLine = { basePrice, quantity, options: selectedOptions };
    return {
      key,
      line,
      row: {
        productId: product.id,
        name: product.name,
        quantity,
        basePrice,
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
  const totals: OrderTotals = link
    ? platformTotals(lines, settings.taxRatePercent)
    : plan.channel === ORDER_CHANNEL.online
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
  const packaging =
    plan.channel === ORDER_CHANNEL.pos && plan.orderType === TakeAway
      ? Object.values(ctx.catalog.stock).filter((item) => item.isPackaging)
      : [];
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
    : plan.guestPhone
      ? { name: plan.walkInName ?? "", phone: plan.guestPhone }
      : { name: plan.walkInName ?? "Pelanggan Umum" };
  const deliveryInfo: OrderDeliveryInfo | null = link
    ? { method: "delivery", fee: 0 }
    : plan.channel === ORDER_CHANNEL.online
      ? {
          method: plan.delivery ?? "pickup",
          outlet: ctx.location.name,
          dateTime: new Date(plan.createdAt.getTime() + 30 * MINUTE).toISOString(),
          fee: deliveryFee,
        }
      : null;

  const order = {
    orderId: uniqueOrderId(ORDER_ID_PREFIXES[plan.channel], plan.createdAt, usedIds),
    channel: plan.channel,
    orderType: plan.orderType,
    status: plan.status,
    paymentStatus: plan.paymentStatus ?? PAYMENT_STATUS.Paid,
    paymentMethod: plan.paymentMethod,
    // A refunded sale took its money before it was cancelled: by Xendit for an online one. A
    // platform took its order's money itself: nothing was paid at Kedai.
    paymentDetails:
      (completed && !link) || plan.refund
        ? {
            method: plan.refund?.paidBy ? `Xendit ${plan.refund.paidBy}` : plan.paymentMethod,
            amountPaid,
            change: changeDue(totals.totalAmount, amountPaid) ?? 0,
          }
        : null,
    customerId: plan.registered ? ctx.customer.id : null,
    customerName: customerDetails.name,
    customerDetails,
    deliveryInfo,
    cashierId: plan.channel === ORDER_CHANNEL.pos ? ctx.cashier.id : null,
    cashierName: plan.channel === ORDER_CHANNEL.pos ? ctx.cashier.name : null,
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
    platform: plan.platform?.name ?? null,
    platformOrderId: plan.platform?.orderId ?? null,
    platformShortCode: plan.platform?.shortCode ?? null,
    driverName: plan.platform?.driver ?? null,
    platformCommission: link
      ? platformCommission({ totalAmount: totals.totalAmount, ratePercent: link.commissionPercent })
      : null,
    stockUsed: stockUseOf(
      items.map((item) => ({ recipe: ctx.catalog.products[item.key].recipe, item: item.row })),
      packaging.map((item) => item.id),
    ),
    completedAt: completed ? finishedAt : null,
    createdAt: plan.createdAt,
    updatedAt: finishedAt,
  };
  return { order, items: items.map((item) => item.row) };
}

const ORDER_ID_PREFIXES: Record<OrderChannel, string> = { pos: "CREPES", online: "VNC", ojol: "OJOL" };

/**
 * A platform's order in Kedai's terms (docs/business-rules.md#ojol-tax): its prices as charged,
 * the PBJT inside them, no fees of Kedai's.
 */
function platformTotals(lines: TotalsLine[], taxRatePercent: number): OrderTotals {
  const subTotal = lines.reduce((sum, line) => sum + finalPricePerItem(line) * line.quantity, 0);
  return {
    subTotal,
    promoDiscount: 0,
    cashierDiscount: 0,
    discount: 0,
    pointsDiscount: 0,
    serviceCharge: 0,
    packagingFee: 0,
    deliveryFee: 0,
    tax: includedTax(subTotal, taxRatePercent),
    totalAmount: subTotal,
  };
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

/** An unused id whose last four digits, what screens show of it, no other order has either. */
function uniqueOrderId(prefix: string, at: Date, used: Set<string>): string {
  let stamp = at.getTime();
  while (used.has(String(stamp).slice(-4))) stamp++;
  used.add(String(stamp).slice(-4));
  return `${prefix}-${stamp}`;
}

/**
 * The instant that is hour:minute on the business-local day `daysAgo` days before now; minutes past
 * 59 run on into the next hour (the demo's jittered clock-in times).
 */
export function localTime(ctx: { now: Date; timeZone: string }, daysAgo: number, hour: number, minute: number): Date {
  const midnight = businessInstant(`${addDays(toDateKey(ctx.now, ctx.timeZone), -daysAgo)}T00:00`, ctx.timeZone)!;
  return new Date(midnight.getTime() + (hour * 60 + minute) * MINUTE);
}
