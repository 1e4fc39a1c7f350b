import { resolve } from "node:path";
import { z } from "zod";

/**
 * The only place that reads process.env, so every setting is checked here. Parsed once at start-up:
 * a bad value stops the process with a message naming the variable.
 */
const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "harus true atau false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const DEFAULT_DATABASE_POOL_SIZE = 6;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number({ message: "harus berupa angka" }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "harus diawali postgres:// atau postgresql://")
      .optional(),
    /**
     * Connections to PostgreSQL per app instance. Few beat many: an order waiting on a stock row
     * holds its connection doing nothing, and more connections than the database's cores only add
     * switching (bench/README.md, POS orders).
     */
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: "harus berupa angka" })
      .int()
      .min(1)
      .max(100)
      .default(DEFAULT_DATABASE_POOL_SIZE),
    DATA_DIR: z.string().min(1).default("./data"),
    /**
     * Demo mode: demo accounts and data on an empty database, the in-app payment simulator, and a
     * 'Mode demo' ribbon on every page. On by default outside production; production never runs it.
     */
    DEMO_MODE: booleanText.optional(),
    SEED_DEMO: booleanText.optional(),
    BUSINESS_TIMEZONE: z
      .string()
      .default("Asia/Jakarta")
      .refine(isValidTimeZone, "bukan zona waktu IANA yang dikenal (contoh: Asia/Jakarta)"),
    ADMIN_USERNAME: z.string().min(3, "minimal 3 karakter").optional(),
    ADMIN_PASSWORD: z.string().min(6, "minimal 6 karakter").optional(),
    /** Behind a reverse proxy, trust its X-Forwarded-For (client address for rate limits and logs). */
    TRUST_PROXY: booleanText.default(false),
    /**
     * Session and CSRF cookies marked Secure (sent over HTTPS only). On by default in production;
     * an outlet serving the app over plain HTTP on its own network must turn it off or no login sticks.
     */
    COOKIE_SECURE: booleanText.optional(),
    /** How often an open live stream sends a keep-alive comment (proxies drop a silent one after ~60 s). */
    SSE_HEARTBEAT_MS: z.coerce.number({ message: "harus berupa angka" }).int().min(10).max(55_000).default(15_000),
    /** Xendit secret API key. Unset in demo mode: invoices go to the built-in payment simulator. */
    XENDIT_SECRET_KEY: z.string().min(1).optional(),
    /** The verification token Xendit sends with every callback (`x-callback-token`). */
    XENDIT_CALLBACK_TOKEN: z.string().min(16, "minimal 16 karakter").optional(),
    XENDIT_API_URL: z.url({ message: "harus berupa URL" }).default("https://api.xendit.co"),
    /** How long a customer has to pay an online invoice before it expires (and the order is cancelled). */
    XENDIT_INVOICE_MINUTES: z.coerce.number({ message: "harus berupa angka" }).int().min(5).max(1440).default(60),
    /**
     * The key the food platforms' secrets are sealed with (AES-256-GCM) and Kedai's GrabFood
     * access tokens signed with (docs/decisions/0056-ojol-orders-in.md). Unset: no platform secret
     * can be saved, so nothing calls a platform; in demo mode a key made for the demo in DATA_DIR
     * stands in (modules/ojol/ojol-key.ts).
     */
    OJOL_SECRET_KEY: z.string().min(32, "minimal 32 karakter").optional(),
    /**
     * The platforms' addresses (docs/decisions/0055-ojol-platform-contracts.md); tests point them at
     * the fakes. All four unset: the platforms' own addresses, or in demo mode the fakes running
     * inside the app (docs/decisions/0061-ojol-demo-and-one-sender-per-call.md).
     */
    GRAB_API_URL: z.url({ message: "harus berupa URL" }).optional(),
    GRAB_AUTH_URL: z.url({ message: "harus berupa URL" }).optional(),
    GOBIZ_API_URL: z.url({ message: "harus berupa URL" }).optional(),
    GOBIZ_AUTH_URL: z.url({ message: "harus berupa URL" }).optional(),
    /**
     * The shop's public address (https://kedai.example), where the payment page sends the customer
     * back. Never taken from a request's Host or X-Forwarded-Host (anyone can forge those): required
     * in production, http://localhost:PORT otherwise.
     */
    PUBLIC_URL: z.url({ protocol: /^https?$/, message: "harus berupa URL http:// atau https://" }).optional(),
    /**
     * Printers on the server's own loopback (127.0.0.1, ::1), on any port: the fake printers of the
     * tests and browser journeys. Printers otherwise name a private-LAN address on a printer port
     * (docs/business-rules.md#printing); only NODE_ENV=test may turn this on.
     */
    PRINTERS_ON_LOOPBACK: booleanText.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .refine((env) => !(env.DEMO_MODE && env.NODE_ENV === "production"), {
    path: ["DEMO_MODE"],
    message:
      "tidak bisa dinyalakan bila NODE_ENV=production (akun dan pembayaran demo tidak boleh ada di outlet sungguhan)",
  })
  .refine((env) => !env.PRINTERS_ON_LOOPBACK || env.NODE_ENV === "test", {
    path: ["PRINTERS_ON_LOOPBACK"],
    message: "hanya untuk pengujian (NODE_ENV=test): printer sungguhan ada di jaringan lokal outlet",
  })
  .refine((env) => env.PUBLIC_URL || env.NODE_ENV !== "production", {
    path: ["PUBLIC_URL"],
    message:
      "wajib diisi di produksi: alamat publik toko (mis. https://kedai.example), tujuan pelanggan kembali setelah membayar online",
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    DATA_DIR: resolve(env.DATA_DIR),
    DEMO_MODE: env.DEMO_MODE ?? env.NODE_ENV !== "production",
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== "production",
    COOKIE_SECURE: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
  }));

export type Env = z.infer<typeof envSchema>;

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {}

/** Parses an environment (process.env by default); empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Konfigurasi tidak valid:\n${lines.join("\n")}`);
  }
  return result.data;
}
