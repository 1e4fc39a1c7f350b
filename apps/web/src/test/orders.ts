import { ORDER_STATUSES, type OrderRecord, type OrderRefund, type OrderStatus, personNamed } from "@kedai/shared";

/**
 * A Take Away POS order as the API answers it: 2 × Crepes Keju (23.000 + Keju Ekstra 5.000) =
 * 56.000, packaging 2.000, tax 11 % of 58.000 = 6.380, total 64.380.
 */
export function testOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const status: OrderStatus = overrides.status ?? "New";
  return {
    _id: "o-1",
    orderId: "CREPES-1795467611055",
    channel: "pos",
    orderType: "Take Away",
    status,
    paymentStatus: "Paid",
    paymentMethod: "",
    paymentDetails: null,
    customer: null,
    customerName: "Pelanggan Umum",
    customerDetails: null,
    deliveryInfo: null,
    cashier: personNamed("u-cashier", "Kiki Kasir"),
    waiter: personNamed("u-staff", "Sari Staf"),
    table: null,
    registerSessionId: "reg-1",
    items: [
      {
        _id: "oi-1",
        productId: "m-1",
        name: "Crepes Keju",
        quantity: 2,
        basePrice: 23000,
        selectedOptions: [{ name: "Keju Ekstra", price: 5000 }],
        finalPricePerItem: 28000,
        lineTotal: 56000,
      },
    ],
    subTotal: 56000,
    serviceChargeRatePercent: 0,
    serviceCharge: 0,
    packagingFee: 2000,
    deliveryFee: 0,
    taxRatePercent: 11,
    taxLabel: "Pajak (11%)",
    tax: 6380,
    promo: null,
    discount: 0,
    pointsRedeemed: 0,
    pointsDiscount: 0,
    pointsEarned: 0,
    totalAmount: 64380,
    notes: null,
    offline: null,
    statusHistory: [],
    completedAt: null,
    createdAt: "2026-11-23T03:00:00.000Z",
    updatedAt: "2026-11-23T03:00:00.000Z",
    ...overrides,
  };
}

/** One order per status, its id ending in the status's position: …0001 New … …0005 Cancelled. */
export const oneOrderPerStatus = (): OrderRecord[] =>
  ORDER_STATUSES.map((status, index) =>
    testOrder({ _id: `o-${index + 1}`, orderId: `CREPES-179000000000${index + 1}`, status }),
  );

/** Order #0009, Preparing, its Rp 64.380 already paid in cash at the till: cancelling it gives money back. */
export const paidTestOrder = (overrides: Partial<OrderRecord> = {}): OrderRecord =>
  testOrder({
    _id: "o-9",
    orderId: "CREPES-1790000000009",
    status: "Preparing",
    paymentMethod: "Cash",
    paymentDetails: { method: "Cash", amountPaid: 64380, change: 0 },
    ...overrides,
  });

/** A Rp 24.420 refund waiting for staff to transfer it back (a virtual-account payment). */
export const waitingRefund = (overrides: Partial<OrderRefund> = {}): OrderRefund => ({
  _id: "r-1",
  amount: 24420,
  method: "transfer",
  status: "Diproses",
  destination: null,
  reference: null,
  requestedBy: "Bu Manajer",
  recordedBy: null,
  createdAt: "2026-11-29T03:00:00.000Z",
  completedAt: null,
  ...overrides,
});
