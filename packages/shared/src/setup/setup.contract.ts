import { z } from "zod";
import { storableText } from "../common/text.contract";

/**
 * GET /api/setup (public): what every page needs to know before anything else. `demoMode`: the
 * server runs the demo (demo accounts, payment simulator), so every page shows the 'Mode demo'
 * ribbon. `needsSetup`: no staff account exists yet, so the browser opens the first-run setup page.
 */
export const setupStatus = z.object({ demoMode: z.boolean(), needsSetup: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatus>;

/** An owner's password guards everything: longer than a staff member's minimum. */
export const OWNER_PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MESSAGE = `Password minimal ${OWNER_PASSWORD_MIN_LENGTH} karakter.`;

/**
 * POST /api/setup: the first run of a real outlet. Creates the owner's admin account, the company
 * name, the first outlet and the tax rate, once: only while no staff account exists.
 */
export const setupBody = z.object(
  {
    fullName: storableText("Nama pemilik", 100),
    username: storableText("Username", 50)
      .refine((v) => !v.includes("@"), 'Username tidak boleh mengandung "@".')
      .refine((v) => v.length >= 3, "Username minimal 3 karakter."),
    password: z
      .string({ error: PASSWORD_MESSAGE })
      .min(OWNER_PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE)
      .max(200, "Password maksimal 200 karakter."),
    companyName: storableText("Nama usaha", 100),
    outletName: storableText("Nama outlet", 100),
    outletAddress: storableText("Alamat outlet", 300),
    taxRatePercent: z
      .number({ error: "Tarif pajak harus berupa angka." })
      .min(0, "Tarif pajak minimal 0%.")
      .max(100, "Tarif pajak maksimal 100%."),
  },
  { error: "Data pengaturan awal tidak valid." },
);
export type SetupBody = z.infer<typeof setupBody>;
export type SetupInput = z.input<typeof setupBody>;

/** The answer of a successful setup: who can now sign in. */
export const setupDone = z.object({ username: z.string(), message: z.string() });
export type SetupDone = z.infer<typeof setupDone>;

/** The tax label a new outlet's receipts print, as the settings' default reads ('Pajak (11%)'). */
export const taxLabelFor = (ratePercent: number) => `Pajak (${ratePercent.toLocaleString("id-ID")}%)`;
