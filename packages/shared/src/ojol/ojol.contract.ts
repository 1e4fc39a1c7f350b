import { z } from "zod";
import type { StaffRole } from "../auth/roles";
import { timestamp } from "../common/answers.contract";
import { pageQuery } from "../common/paging.contract";
import { ORDER_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { OJOL_PLATFORM_LABELS, OJOL_PLATFORMS, type OjolPlatform } from "./ojol-platforms";

export * from "./ojol-platforms";

/** The order's display name: the platform and its own short number ('GrabFood #GF-123'). */
export const ojolOrderLabel = (platform: OjolPlatform, shortCode: string) =>
  `${OJOL_PLATFORM_LABELS[platform]} #${shortCode}`;

/**
 * Why the outlet turns an order down, one list for both platforms: each maps onto the platform's
 * own code (GoFood's cancel_reason_code; GrabFood's cancelCode for an order already accepted).
 */
export const OJOL_REJECT_REASONS = ["ITEMS_OUT_OF_STOCK", "HIGH_DEMAND", "RESTAURANT_CLOSED", "OTHERS"] as const;
export type OjolRejectReason = (typeof OJOL_REJECT_REASONS)[number];
export const OJOL_REJECT_REASON_LABELS: Record<OjolRejectReason, string> = {
  ITEMS_OUT_OF_STOCK: "Menu habis",
  HIGH_DEMAND: "Pesanan sedang terlalu banyak",
  RESTAURANT_CLOSED: "Toko tutup",
  OTHERS: "Alasan lain",
};

export const ojolRejectBody = z.object({
  reason: z.enum(OJOL_REJECT_REASONS, { error: "Pilih alasan penolakan." }),
});
export type OjolRejectBody = z.infer<typeof ojolRejectBody>;

/** Percent with up to four decimals, 0–100 (as the order's own rates). */
const percent = z.number({ error: "Harus berupa angka." }).min(0, "Minimal 0.").max(100, "Maksimal 100.");

/**
 * An outlet's link to one platform as an admin saves it. Secrets are write-only: sent to set or
 * replace them, never answered; left out, the stored ones stay.
 */
export const platformLinkBody = z.object({
  outletId: z.uuid({ error: "Pilih outlet." }),
  platform: z.enum(OJOL_PLATFORMS, { error: "Pilih platform." }),
  merchantRef: z.string().trim().min(1, "Wajib diisi.").max(100, "Maksimal 100 karakter."),
  enabled: z.boolean().default(false),
  autoAccept: z.boolean().default(false),
  commissionPercent: percent.default(0),
  markupPercent: percent.default(0),
  /** The id the platform gave Kedai to call it (OAuth client credentials). */
  clientId: z.string().trim().max(200, "Maksimal 200 karakter.").default(""),
  clientSecret: z.string().max(500, "Maksimal 500 karakter.").optional(),
  /**
   * What the platform proves itself with when it calls Kedai: GrabFood's client id and secret
   * for Kedai's token endpoint; GoFood's notification secret key (X-Go-Signature).
   */
  inboundClientId: z.string().trim().max(200, "Maksimal 200 karakter.").default(""),
  inboundSecret: z.string().max(500, "Maksimal 500 karakter.").optional(),
});
export type PlatformLinkBody = z.infer<typeof platformLinkBody>;

/** A link as the API answers it: whether each secret is set, never the secret. */
export const platformLinkRecord = z.object({
  _id: z.string(),
  outletId: z.string(),
  outletName: z.string(),
  platform: z.enum(OJOL_PLATFORMS),
  merchantRef: z.string(),
  enabled: z.boolean(),
  autoAccept: z.boolean(),
  commissionPercent: z.number(),
  markupPercent: z.number(),
  paused: z.boolean(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  inboundClientId: z.string(),
  inboundSecretSet: z.boolean(),
  updatedAt: z.string(),
});
export type PlatformLinkRecord = z.infer<typeof platformLinkRecord>;
export const platformLinkList = z.array(platformLinkRecord);

/** What 'Tes koneksi' found: the platform's token endpoint answered a token, or why not. */
export const platformConnectionTest = z.object({ ok: z.boolean(), message: z.string() });
export type PlatformConnectionTest = z.infer<typeof platformConnectionTest>;

/** Kedai's answer to GrabFood's partner token request (GrabFood's own token shape). */
export const grabPartnerTokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
});

/** GrabFood's `GetMenuNewResponse`, loosely: the tests check it against GrabFood's own document. */
export const grabMenuResponse = z.looseObject({ categories: z.array(z.unknown()) });

/**
 * What an order from a food platform carries besides an ordinary order: null for Kedai's own
 * orders (absent in orders a till cached before it existed).
 */
export const ojolOrderRecord = z.object({
  platform: z.enum(OJOL_PLATFORMS),
  platformOrderId: z.string(),
  shortCode: z.string(),
  /** 'GrabFood #GF-123' */
  label: z.string(),
  driverName: z.string().nullable(),
  /** Rupiah the platform keeps; null until known. */
  commission: z.number().int().nullable(),
  /** An item Kedai could not match to its menu: the cashier maps it. */
  needsMapping: z.boolean(),
  /** Until when the outlet may accept it (ISO time); null once accepted or accepted by itself. */
  acceptDeadline: z.string().nullable(),
});
export type OjolOrderRecord = z.infer<typeof ojolOrderRecord>;
/**
 * Who maps a platform's item Kedai could not match to the menu ('Cocokkan menu' at the till): those
 * who run the till, not the floor staff. The mapping holds for the platform's later orders too.
 */
export const OJOL_MAPPING_ROLES = ["admin", "manager", "cashier"] as const satisfies readonly StaffRole[];
export const mapsOjolItems = (role: string | null | undefined): boolean =>
  (OJOL_MAPPING_ROLES as readonly (string | null | undefined)[]).includes(role);

/**
 * 'Cocokkan menu' (docs/business-rules.md#ojol): lines of a flagged platform order, each with the
 * Kedai product it is and, for each of the line's options in their order, the product's option it is.
 * Lines left out stay unlinked.
 */
export const ojolMapBody = z.object({
  lines: z
    .array(
      z.object(
        {
          lineId: z.uuid({ error: "Menu pesanan tidak valid." }),
          productId: z.uuid({ error: "Pilih menu Kedai." }),
          optionIds: z
            .array(z.uuid({ error: "Pilih pilihan menu Kedai." }), { error: "Pilihan menu tidak valid." })
            .max(50, "Maksimal 50 pilihan per menu.")
            .default([]),
        },
        { error: "Menu pesanan tidak valid." },
      ),
      { error: "Pilih menu Kedai untuk minimal satu menu." },
    )
    .min(1, "Pilih menu Kedai untuk minimal satu menu.")
    .max(100, "Maksimal 100 menu sekali dicocokkan.")
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, {
      message: "Satu menu pesanan hanya dicocokkan sekali.",
    }),
});
export type OjolMapBody = z.infer<typeof ojolMapBody>;
/** 'Tutup sementara' for an outlet's platform orders (true), or open again (false). */
export const ojolPauseBody = z.object({ paused: z.boolean({ error: "Pilih tutup atau buka." }) });
export type OjolPauseBody = z.infer<typeof ojolPauseBody>;
/**
 * The demo's 'Simulasi pesanan ojol': the platform that sends the till's outlet an order, and
 * whether the order also carries an item only the platform's menu has (`unknownItem`), which Kedai
 * cannot match and flags for 'Cocokkan menu'.
 */
export const ojolSimulateBody = z.object({
  outletId: z.uuid({ error: "Pilih outlet." }),
  platform: z.enum(OJOL_PLATFORMS, { error: "Pilih GrabFood atau GoFood." }),
  unknownItem: z.boolean({ error: "Pilihan menu yang belum dikenali tidak valid." }).default(false),
});
export type OjolSimulateBody = z.infer<typeof ojolSimulateBody>;
/** An outlet on the food platforms: whether it has a link switched on, and whether it is paused. */
export const ojolOutletState = z.object({ outletId: z.string(), linked: z.boolean(), paused: z.boolean() });
export type OjolOutletState = z.infer<typeof ojolOutletState>;

/**
 * Who reviews the platform ids the tills mapped ('Menu ojol yang dicocokkan') and removes a wrong
 * one, and who sees the platform orders still waiting for 'Cocokkan menu' in the back office.
 */
export const OJOL_MAP_REVIEW_ROLES = ["admin", "manager"] as const satisfies readonly StaffRole[];

/** GET /api/ojol/item-maps: every platform's mappings, or one platform's. */
export const ojolItemMapQuery = z.object({
  platform: z.enum(OJOL_PLATFORMS, { error: "Platform tidak dikenal." }).optional(),
});
export type OjolItemMapQuery = z.infer<typeof ojolItemMapQuery>;

/**
 * A platform's own id of an item (or of an option) that 'Cocokkan menu' mapped, with the Kedai
 * product (or option) the platform's next orders of it are matched to. `createdAt`: when the id was
 * first mapped (mapping it again to another product keeps the date; the audit log says who did).
 */
export const ojolItemMapRecord = z.object({
  _id: z.string(),
  platform: z.enum(OJOL_PLATFORMS),
  externalId: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  optionId: z.string().nullable(),
  optionName: z.string().nullable(),
  createdAt: timestamp,
});
export type OjolItemMapRecord = z.infer<typeof ojolItemMapRecord>;
export const ojolItemMapList = z.array(ojolItemMapRecord);

/**
 * GET /api/ojol/orders/unmapped: platform orders still flagged for 'Cocokkan menu', newest first
 * unless sorted like the order list (by time or total).
 */
export const ojolUnmappedQuery = pageQuery.extend(sortableBy(ORDER_SORT_KEYS));
export type OjolUnmappedQuery = z.infer<typeof ojolUnmappedQuery>;
