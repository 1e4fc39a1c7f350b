import { z } from "zod";
import { phoneNumber } from "../auth/auth.contract";
import { timestamp } from "../common/answers.contract";
import { storableText } from "../common/text.contract";
import { STOCK_REQUEST_STATUSES } from "../stock-requests/stock-request-status";

export const NO_STOCK_REQUEST_LABEL = "Belum Ada";

/**
 * GET /api/reports/member-dashboard: this month's Completed orders of the member's linked
 * location (0 with none linked), business time zone, and their latest request's status.
 */
export const memberDashboard = z.object({
  monthlyRevenue: z.number().int(),
  monthlyOrders: z.number().int(),
  lastStockRequestStatus: z.union([z.enum(STOCK_REQUEST_STATUSES), z.literal(NO_STOCK_REQUEST_LABEL)]),
  /** Whether the member's account is linked to an outlet: without one the figures mean nothing, not Rp 0. */
  outletLinked: z.boolean(),
});
export type MemberDashboard = z.infer<typeof memberDashboard>;

/**
 * PUT /api/customers/profile (franchise members): every field required; the email cannot change
 * here (one sent along is ignored).
 */
export const memberProfileBody = z.object(
  {
    name: storableText("Nama pemilik", 100),
    phone: phoneNumber,
    outletName: storableText("Nama outlet", 100),
    outletAddress: storableText("Alamat outlet", 500),
  },
  { error: "Data profil tidak valid." },
);
export type MemberProfileBody = z.infer<typeof memberProfileBody>;
export type MemberProfileInput = z.input<typeof memberProfileBody>;

/** The guide downloads of the member area; admins replace them. */
export const MEMBER_DOCUMENT_KINDS = ["manual", "logo", "template"] as const;
export type MemberDocumentKind = (typeof MEMBER_DOCUMENT_KINDS)[number];
export const MEMBER_DOCUMENTS: Record<
  MemberDocumentKind,
  { label: string; fileName: string; contentType: "application/pdf" | "application/zip" }
> = {
  manual: { label: "Panduan Operasional (PDF)", fileName: "panduan-operasional.pdf", contentType: "application/pdf" },
  logo: { label: "Paket Logo (ZIP)", fileName: "paket-logo.zip", contentType: "application/zip" },
  template: {
    label: "Template Poster & Banner (ZIP)",
    fileName: "template-poster-banner.zip",
    contentType: "application/zip",
  },
};
/** Largest guide file an admin may upload. */
export const MAX_MEMBER_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const memberDocumentParams = z.object({
  kind: z.enum(MEMBER_DOCUMENT_KINDS, { error: "Dokumen tidak ditemukan." }),
});

/** GET /api/member/documents: what can be downloaded, for the guide page and the settings screen. */
export const memberDocumentRecord = z.object({
  kind: z.enum(MEMBER_DOCUMENT_KINDS),
  label: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  updatedAt: timestamp,
});
export type MemberDocumentRecord = z.infer<typeof memberDocumentRecord>;
export const memberDocumentList = z.array(memberDocumentRecord);

/** PUT /api/member/documents/{kind} (multipart, field `file`): the replaced document. */
export const memberDocumentReplacedAnswer = z.object({ message: z.string(), data: memberDocumentRecord });
