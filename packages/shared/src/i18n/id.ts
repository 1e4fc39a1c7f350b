/**
 * The API's one table of error codes: each code's HTTP status and its default Indonesian message.
 * The server answers `{ message, code, fields? }` (ADR 0006, docs/error-codes.md): `code` lets a
 * client tell the cases apart without reading the text; the web shows `message` in preference to its
 * own default. A refusal may carry a more specific message than the default, never another status.
 */
export const errorCodes = {
  // Generic answers
  VALIDATION: { status: 400, message: "Data yang dikirim tidak valid. Periksa kembali isian Anda." },
  BAD_JSON: { status: 400, message: "Format data tidak valid." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Data yang dikirim terlalu besar." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Jenis data yang dikirim tidak didukung." },
  UNAUTHENTICATED: { status: 401, message: "Silakan login terlebih dahulu." },
  FORBIDDEN: { status: 403, message: "Anda tidak memiliki akses untuk tindakan ini." },
  NOT_FOUND: { status: 404, message: "Data tidak ditemukan." },
  ROUTE_NOT_FOUND: { status: 404, message: "Alamat API tidak ditemukan." },
  CONFLICT: { status: 409, message: "Data bentrok dengan data lain. Muat ulang lalu coba lagi." },
  CSRF: { status: 403, message: "Sesi formulir tidak valid. Muat ulang halaman lalu coba lagi." },
  RATE_LIMITED: { status: 429, message: "Terlalu banyak percobaan. Silakan coba lagi dalam beberapa saat." },
  INTERNAL: { status: 500, message: "Terjadi kesalahan pada server. Silakan coba lagi." },
  SERVICE_UNAVAILABLE: { status: 503, message: "Server sedang tidak siap. Silakan coba lagi sebentar lagi." },
  // Accounts
  INVALID_CREDENTIALS: { status: 401, message: "Username/email atau password salah." },
  WRONG_OLD_PASSWORD: { status: 400, message: "Password lama salah." },
  PASSWORD_TOO_SHORT: { status: 400, message: "Password minimal 6 karakter." },
  EMAIL_TAKEN: { status: 409, message: "Email sudah terdaftar. Silakan login." },
  USERNAME_TAKEN: { status: 409, message: "Username sudah dipakai." },
  LAST_ADMIN: { status: 409, message: "Harus ada setidaknya satu admin." },
  CANNOT_DELETE_SELF: { status: 409, message: "Anda tidak dapat menghapus akun Anda sendiri." },
  EMPLOYMENT_ENDED: {
    status: 403,
    message: "Masa kerja akun ini sudah berakhir, jadi tidak dapat login lagi. Hubungi admin.",
  },
  // Master data
  NAME_TAKEN: { status: 409, message: "Nama ini sudah dipakai." },
  CODE_TAKEN: { status: 409, message: "Kode ini sudah dipakai." },
  IN_USE: { status: 409, message: "Data ini masih dipakai oleh data lain." },
  INACTIVE: { status: 400, message: "Data yang dipilih sedang tidak aktif." },
  // Orders
  ORDER_NOT_EDITABLE: { status: 409, message: "Pesanan ini tidak dapat diubah; hanya pesanan New atau Preparing." },
  STATUS_TRANSITION_INVALID: { status: 409, message: "Perubahan status ini tidak diizinkan." },
  CHANGED_ELSEWHERE: { status: 409, message: "Data sudah diubah oleh pengguna lain. Muat ulang lalu coba lagi." },
  ORDER_NOT_PAYABLE: { status: 409, message: "Pesanan ini tidak dapat dibayar; hanya pesanan Ready." },
  ORDER_NOT_PAID: { status: 409, message: "Pesanan belum dibayar." },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "Idempotency-Key ini sudah dipakai untuk pesanan dengan isi berbeda. Kirim ulang dengan key baru.",
  },
  PAYMENT_TOO_LOW: { status: 400, message: "Jumlah pembayaran kurang dari total tagihan!" },
  PAYMENT_OVER_TOTAL: {
    status: 400,
    message: "Pembayaran melebihi sisa tagihan; kembalian hanya dari pembayaran tunai terakhir.",
  },
  APPROVAL_REQUIRED: { status: 403, message: "Tindakan ini perlu persetujuan manajer atau admin (PIN)." },
  APPROVAL_INVALID: {
    status: 403,
    message: "Persetujuan ditolak: username atau PIN/password salah, atau akun itu bukan manajer atau admin.",
  },
  DISCOUNT_OVER_BILL: { status: 400, message: "Diskon tidak boleh melebihi tagihan." },
  // Refunds (ADR 0049)
  REFUND_OVER_PAID: { status: 400, message: "Jumlah pengembalian melebihi uang yang dibayar." },
  REFUND_NOT_TRANSFERABLE: {
    status: 409,
    message: "Pengembalian dana ini tidak menunggu transfer bank (sudah selesai, atau lewat kasir/Xendit).",
  },
  PAYMENT_TOO_HIGH: {
    status: 400,
    message: "Jumlah uang tunai tidak wajar untuk tagihan ini. Periksa jumlah yang diketik.",
  },
  TABLE_UNAVAILABLE: { status: 409, message: "Meja sedang tidak tersedia." },
  TABLE_HAS_OPEN_ORDERS: { status: 409, message: "Meja masih memiliki pesanan yang belum dibayar." },
  PRODUCT_UNAVAILABLE: { status: 400, message: "Menu sedang tidak tersedia." },
  SHOP_CLOSED: { status: 409, message: "Maaf, toko sedang tutup." },
  /** The order's total is not the one the customer confirmed (a price changed); `details` has the new figures. */
  TOTAL_CHANGED: { status: 409, message: "Harga pesanan Anda berubah. Periksa total baru lalu konfirmasi lagi." },
  PROMO_INVALID: { status: 400, message: "Promo sedang tidak berlaku." },
  POINTS_INSUFFICIENT: { status: 400, message: "Poin pelanggan tidak mencukupi." },
  /** A way to pay the shop does not offer for this order (ADR 0050): no bank account, or COD switched off. */
  PAYMENT_METHOD_UNAVAILABLE: { status: 400, message: "Metode pembayaran ini tidak tersedia." },
  /** Confirming the transfer of an order that does not wait for staff to confirm its money (ADR 0050). */
  NOT_AWAITING_CONFIRMATION: { status: 409, message: "Pesanan ini tidak sedang menunggu konfirmasi pembayaran." },
  // Orders a till took offline and synced later
  OFFLINE_TAKEN_IN_FUTURE: {
    status: 422,
    message: "Waktu pesanan offline ada di masa depan. Periksa jam perangkat kasir.",
  },
  OFFLINE_TAKEN_TOO_LONG_AGO: {
    status: 422,
    message: "Pesanan offline yang dibuat lebih dari 24 jam lalu tidak dapat disinkronkan.",
  },
  OFFLINE_SESSION_CLOSED: {
    status: 409,
    message: "Sesi kasir tempat pesanan offline ini dibuat sudah ditutup.",
  },
  OFFLINE_POINTS_REFUSED: {
    status: 422,
    message: "Penukaran poin membutuhkan koneksi ke server: pesanan offline tidak dapat memakai poin.",
  },
  // Register and attendance
  REGISTER_CLOSED: { status: 400, message: "Sesi kasir tidak aktif." },
  REGISTER_ALREADY_OPEN: { status: 409, message: "Sesi kasir Anda masih terbuka." },
  REGISTER_ALREADY_CLOSED: { status: 409, message: "Sesi kasir ini sudah ditutup." },
  ALREADY_CLOCKED_IN: { status: 409, message: "Anda sudah clock in." },
  NOT_CLOCKED_IN: { status: 409, message: "Anda belum clock in." },
  // Stock
  STOCK_WOULD_GO_NEGATIVE: { status: 409, message: "Stok tidak cukup." },
  TRANSFER_NOT_IN_TRANSIT: { status: 409, message: "Transfer ini sudah diterima atau dibatalkan." },
  STOCK_COUNT_POSTED: { status: 409, message: "Stok opname ini sudah diposting dan tidak dapat diubah lagi." },
  ADJUSTMENT_SIGN_MISMATCH: { status: 400, message: "Tanda kuantitas tidak sesuai dengan tipe penyesuaian." },
  // Online payments
  NOT_AWAITING_PAYMENT: { status: 409, message: "Pesanan ini tidak sedang menunggu pembayaran online." },
  // QRIS at the till
  QRIS_NOT_AVAILABLE: {
    status: 409,
    message: "QRIS hanya untuk pesanan kasir berstatus Ready yang belum dibayar.",
  },
  QRIS_EXPIRED: { status: 410, message: "QRIS kedaluwarsa. Buat QRIS baru." },
  QRIS_ALREADY_PAID: { status: 409, message: "Pembayaran QRIS sudah diterima." },
  // Printers
  PRINTER_UNREACHABLE: {
    status: 502,
    message: "Printer tidak menjawab. Periksa daya, kabel jaringan dan alamat IP printer.",
  },
  PRINTER_NOT_NETWORK: { status: 409, message: "Printer ini tidak terhubung lewat jaringan." },
  // Ojol platforms (docs/decisions/0056-ojol-orders-in.md)
  OJOL_KEY_MISSING: {
    status: 409,
    message: "Server belum punya kunci OJOL_SECRET_KEY: rahasia platform tidak bisa disimpan.",
  },
  OJOL_NO_CREDENTIALS: { status: 409, message: "Isi Client ID dan Client Secret platform dulu." },
  OJOL_NOT_AWAITING: { status: 409, message: "Pesanan ini tidak sedang menunggu diterima." },
  OJOL_REJECT_ONLY: { status: 409, message: "Pesanan ojol dibatalkan lewat Tolak, dengan alasannya." },
  OJOL_NOTHING_TO_MAP: { status: 409, message: "Semua menu pesanan ini sudah dicocokkan." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;
export const ERROR_CODES = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

/** The default Indonesian message of each code. */
export const errorMessages = Object.fromEntries(ERROR_CODES.map((code) => [code, errorCodes[code].message])) as {
  readonly [Code in ErrorCode]: (typeof errorCodes)[Code]["message"];
};

/** The HTTP status of each code. */
export const errorStatus = (code: ErrorCode): number => errorCodes[code].status;
