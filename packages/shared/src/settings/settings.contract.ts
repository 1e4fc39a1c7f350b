import { z } from "zod";
import { rupiahAmount } from "../money/money.contract";

/** A settings document that is not one (not an object, a list that is not a list). */
export const SETTINGS_DATA_INVALID = "Data pengaturan tidak valid. Muat ulang halaman lalu coba lagi.";
const NOT_TEXT = "Isian pengaturan harus berupa teks.";
const invalid = { error: SETTINGS_DATA_INVALID };

const text = z.string({ error: NOT_TEXT }).trim().max(5000, "Teks maksimal 5000 karakter.").default("");
const url = z.string({ error: NOT_TEXT }).trim().max(2000, "Tautan maksimal 2000 karakter.").default("");

const percent = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .min(0, `${label} minimal 0%.`)
    .max(100, `${label} maksimal 100%.`);

/** A fee or a points figure: whole rupiah up to Rp 100.000.000, far above any real fee. */
const rupiah = (label: string, min = 0) => rupiahAmount(label, { min, max: 100_000_000 });

/**
 * The settings document: the site's content plus the rates and fees the owner can change.
 * Every field has a default, so an empty or partial document always reads as complete settings.
 */
export const settingsSchema = z.object(
  {
    companyName: text,
    logoUrl: url,
    contactNumber: text,
    contactEmail: text,
    address: text,
    /** The account a storefront customer who chose Transfer pays into, shown with the order's amount. */
    bankName: text,
    accountNumber: text,
    accountHolder: text,
    googleMapUrl: url,
    socialMedia: z
      .object({ instagram: url, facebook: url, whatsapp: url, tiktok: url }, invalid)
      .default({ instagram: "", facebook: "", whatsapp: "", tiktok: "" }),
    homePageImage: url,
    homeHeadline: text,
    homeSubheadline: text,
    deliveryLinks: z
      .object({ gofood: url, shopeefood: url, maxim: url }, invalid)
      .default({ gofood: "", shopeefood: "", maxim: "" }),
    aboutStory: text,
    aboutMission: text,
    aboutPageImage: url,
    cateringHeadline: text,
    cateringDescription: text,
    franchiseHeadline: text,
    franchiseSubheadline: text,
    franchiseBenefits: z
      .array(z.object({ title: text, description: text }, invalid), invalid)
      .max(20, "Keuntungan franchise maksimal 20.")
      .default([]),
    franchiseContactEmail: text,
    operationalHours: z
      .array(z.object({ day: text, hours: text }, invalid), invalid)
      .max(14, "Jam operasional maksimal 14 baris.")
      .default([]),
    taxRatePercent: percent("Tarif pajak").default(11),
    taxLabel: z
      .string({ error: "Label pajak wajib diisi." })
      .trim()
      .min(1, "Label pajak wajib diisi.")
      .max(40, "Label pajak maksimal 40 karakter.")
      .default("Pajak (11%)"),
    serviceChargePercent: percent("Service charge").default(5),
    packagingFee: rupiah("Biaya kemasan").default(2000),
    deliveryFee: rupiah("Ongkos kirim").default(5000),
    /** Rupiah of completed-order total per point earned, and rupiah a point is worth when redeemed. */
    pointsEarnRupiah: rupiah("Belanja per poin", 1).default(10000),
    pointValueRupiah: rupiah("Nilai 1 poin").default(100),
    /** A cashier discount above this percent of the bill needs a manager's approval at the till (ADR 0041). */
    cashierDiscountApprovalPercent: percent("Batas diskon kasir").default(20),
    /**
     * How an online order paid by bank transfer or cash to the courier reaches the kitchen
     * (ADR 0050): true waits in 'Menunggu konfirmasi pembayaran' until staff confirm the money.
     */
    transferWaitsForConfirmation: z.boolean({ error: "Pilihan konfirmasi transfer tidak valid." }).default(true),
    cashOnDeliveryWaitsForConfirmation: z.boolean({ error: "Pilihan konfirmasi COD tidak valid." }).default(false),
    /** While the shop is closed, a pickup or delivery for later today (inside its hours) may still be ordered. */
    preOrdersWhileClosed: z.boolean({ error: "Pilihan pesan di muka tidak valid." }).default(false),
    /** Whether a delivery may be paid in cash to the courier (COD); false hides it at checkout. */
    cashOnDelivery: z.boolean({ error: "Pilihan COD tidak valid." }).default(true),
  },
  invalid,
);

/** The settings form's picture files, named as the document fields whose URL they replace. */
export const SETTINGS_IMAGE_FIELDS = ["logoUrl", "homePageImage", "aboutPageImage"] as const;
export type SettingsImageField = (typeof SETTINGS_IMAGE_FIELDS)[number];

export const SETTINGS_SAVED_MESSAGE = "Pengaturan berhasil disimpan.";
export const SETTINGS_SAVE_FAILED = "Gagal menyimpan pengaturan.";
export const SETTINGS_LOAD_FAILED = "Gagal memuat pengaturan.";

export type Settings = z.infer<typeof settingsSchema>;

export const defaultSettings = (): Settings => settingsSchema.parse({});
