import { z } from "zod";
import { optionalText, trimmedText } from "../common/text.contract";
import { checkoutContactProblems } from "./checkout-contact";
import { DELIVERY_METHODS, XENDIT_PAYMENT_METHODS } from "./order-status";
import { cartInput } from "./orders.contract";

/** How a storefront customer pays: at the cashier, by transfer, or online through Xendit. */
export const ONLINE_PAYMENT_METHODS = ["Cash", "Transfer", ...XENDIT_PAYMENT_METHODS] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export const NAME_AND_PHONE_REQUIRED = "Nama dan nomor telepon wajib diisi.";
export const UNSUPPORTED_PAYMENT_METHOD = "Metode pembayaran tidak didukung.";
export const DELIVERY_ADDRESS_REQUIRED = "Alamat pengiriman wajib diisi.";
export const OUTLET_REQUIRED = "Silakan pilih outlet.";

const nameOrPhone = (max: number) =>
  trimmedText(max, { required: NAME_AND_PHONE_REQUIRED, tooLong: NAME_AND_PHONE_REQUIRED });

/**
 * POST /api/orders from a guest or a customer (the storefront's checkout). `orderId`,
 * `paymentStatus`, `totalAmount` and option prices a client sends are accepted and never read:
 * the server sets the id and status and prices everything from the database and settings.
 * `outlet` is an Active location's id (or its name); `tableToken` is the token of a table's QR
 * code, which makes the order Dine-In at that table without an outlet.
 */
export const onlineOrderBody = z
  .object(
    {
      orderId: z.unknown().optional(),
      items: cartInput,
      totalAmount: z.unknown().optional(),
      customerDetails: z.object(
        {
          name: nameOrPhone(100),
          phone: nameOrPhone(30),
          email: optionalText("Email", 200),
          addressDetail: optionalText("Alamat", 500),
          addressNotes: optionalText("Catatan alamat", 500),
        },
        { error: NAME_AND_PHONE_REQUIRED },
      ),
      paymentMethod: z.enum(ONLINE_PAYMENT_METHODS, { error: UNSUPPORTED_PAYMENT_METHOD }),
      paymentStatus: z.unknown().optional(),
      deliveryInfo: z.object(
        {
          method: z.enum(DELIVERY_METHODS, { error: "Pilih dine-in, pickup, atau delivery." }),
          outlet: optionalText("Outlet", 200),
          dateTime: optionalText("Waktu", 50),
          tableToken: optionalText("Kode QR meja", 100),
        },
        { error: "Informasi pengambilan pesanan wajib diisi." },
      ),
      promoCode: optionalText("Kode promo", 50),
      notes: optionalText("Catatan", 500),
      /**
       * The total the customer saw and confirmed. When sent, an order whose server total differs
       * (a price changed while it sat in the cart) is refused with TOTAL_CHANGED and nothing is written.
       */
      confirmedTotal: z
        .number({ error: "Total yang dikonfirmasi tidak valid." })
        .int("Total yang dikonfirmasi tidak valid.")
        .nonnegative("Total yang dikonfirmasi tidak valid.")
        .optional(),
    },
    { error: "Data pesanan tidak valid." },
  )
  .superRefine((body, ctx) => {
    const contact = checkoutContactProblems(body.customerDetails);
    for (const [field, message] of Object.entries(contact)) {
      ctx.addIssue({ code: "custom", message, path: ["customerDetails", field] });
    }
    const { method, tableToken, outlet } = body.deliveryInfo;
    if (method === "delivery" && !body.customerDetails.addressDetail) {
      ctx.addIssue({ code: "custom", message: DELIVERY_ADDRESS_REQUIRED, path: ["customerDetails", "addressDetail"] });
    }
    if (tableToken && method !== "dine-in") {
      ctx.addIssue({
        code: "custom",
        message: "Kode QR meja hanya untuk pesanan dine-in.",
        path: ["deliveryInfo", "tableToken"],
      });
    }
    if (method !== "delivery" && !tableToken && !outlet) {
      ctx.addIssue({ code: "custom", message: OUTLET_REQUIRED, path: ["deliveryInfo", "outlet"] });
    }
  });
export type OnlineOrderBody = z.infer<typeof onlineOrderBody>;
export type OnlineOrderInput = z.input<typeof onlineOrderBody>;

/**
 * The `details` of a TOTAL_CHANGED refusal (409): the figures the server would charge now, and
 * each line's current unit price, so the storefront shows what changed before the customer confirms again.
 */
export const totalChangedDetails = z.object({
  confirmedTotal: z.number().int(),
  subTotal: z.number().int(),
  promoDiscount: z.number().int(),
  deliveryFee: z.number().int(),
  tax: z.number().int(),
  totalAmount: z.number().int(),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      finalPricePerItem: z.number().int(),
    }),
  ),
});
export type TotalChangedDetails = z.infer<typeof totalChangedDetails>;

/**
 * The body of POST /api/orders as the route first reads it: an object, then read by the caller's
 * contract, posOrderBody for staff and onlineOrderBody for a guest or customer.
 */
export const orderSubmitBody = z.record(z.string(), z.unknown(), { error: "Data pesanan tidak valid." });
