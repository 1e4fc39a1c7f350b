/**
 * Indonesian messages for the server's error codes. The server answers `{ message, code, fields? }`
 * (ADR 0006); the web shows `message` in preference to its own default.
 */
export const errorMessages = {
  VALIDATION: "Data yang dikirim tidak valid. Periksa kembali isian Anda.",
  BAD_JSON: "Format data tidak valid.",
  PAYLOAD_TOO_LARGE: "Data yang dikirim terlalu besar.",
  UNSUPPORTED_MEDIA_TYPE: "Jenis data yang dikirim tidak didukung.",
  UNAUTHENTICATED: "Silakan login terlebih dahulu.",
  FORBIDDEN: "Anda tidak memiliki akses untuk tindakan ini.",
  NOT_FOUND: "Data tidak ditemukan.",
  ROUTE_NOT_FOUND: "Alamat API tidak ditemukan.",
  CONFLICT: "Data bentrok dengan data lain. Muat ulang lalu coba lagi.",
  INVALID_CREDENTIALS: "Username/email atau password salah.",
  WRONG_OLD_PASSWORD: "Password lama salah.",
  PASSWORD_TOO_SHORT: "Password minimal 6 karakter.",
  EMAIL_TAKEN: "Email sudah terdaftar. Silakan login.",
  USERNAME_TAKEN: "Username sudah dipakai.",
  CSRF: "Sesi formulir tidak valid. Muat ulang halaman lalu coba lagi.",
  RATE_LIMITED: "Terlalu banyak percobaan. Silakan coba lagi dalam beberapa saat.",
  INTERNAL: "Terjadi kesalahan pada server. Silakan coba lagi.",
  SERVICE_UNAVAILABLE: "Server sedang tidak siap. Silakan coba lagi sebentar lagi.",
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** The loading texts, in one place so every screen says the same thing. */
export const loadingTexts = {
  data: "Memuat data...",
  access: "Memverifikasi akses...",
  session: "Memeriksa sesi...",
  redirect: "Mengarahkan...",
  generic: "Memuat...",
} as const;
