import { z } from "zod";
import { timestamp } from "../common/answers.contract";
import { SUPPLIER_SORT_KEYS, sortableBy } from "../common/sorting.contract";
import { optionalText, searchQuery, storableText } from "../common/text.contract";

/** Optional texts: null or left out is empty on create; on edit, left out keeps the stored value. */
export const supplierBody = z.object(
  {
    name: storableText("Nama supplier", 100),
    contactPerson: optionalText("Nama kontak", 100),
    // Suppliers often give landlines ("(022) 423-1234"), so brackets and dots are allowed here.
    phone: z
      .string({ error: "Nomor telepon supplier wajib diisi." })
      .trim()
      .min(1, "Nomor telepon supplier wajib diisi.")
      .max(30, "Nomor telepon maksimal 30 karakter.")
      .regex(/^\+?[0-9 ().-]*$/, "Nomor telepon hanya boleh berisi angka, spasi, +, -, titik, dan tanda kurung.")
      .refine((v) => v === "" || (v.match(/[0-9]/g)?.length ?? 0) >= 6, "Nomor telepon minimal 6 angka."),
    address: optionalText("Alamat", 500),
    notes: optionalText("Catatan", 2000),
  },
  { error: "Data supplier tidak valid." },
);
export type SupplierBody = z.infer<typeof supplierBody>;
export type SupplierInput = z.input<typeof supplierBody>;

/**
 * `archived=include` adds the archived suppliers (docs/business-rules.md#deleting): for filters of
 * the purchase history, never for a new purchase.
 */
export const supplierListQuery = searchQuery.extend({
  archived: z.enum(["include"], { error: "Nilai archived hanya boleh 'include'." }).optional(),
  ...sortableBy(SUPPLIER_SORT_KEYS),
});
export type SupplierListQuery = z.infer<typeof supplierListQuery>;

/** GET /api/suppliers rows and the answer of POST/PUT. */
export const supplierRecord = z.object({
  _id: z.string(),
  name: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  address: z.string(),
  notes: z.string(),
  /** Archived: history names it, nothing new may (shown only with `archived=include`). */
  archived: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SupplierRecord = z.infer<typeof supplierRecord>;
export const supplierList = z.array(supplierRecord);

/** What the purchase history shows for a supplier that was deleted. */
export const MISSING_SUPPLIER_LABEL = "N/A";
