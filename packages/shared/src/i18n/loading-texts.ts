/**
 * The loading texts, in one place so every screen says the same thing. Apart from the error-code
 * table (./id.ts): every first page shows a spinner, and none needs the API's whole list of refusals.
 */
export const loadingTexts = {
  data: "Memuat data...",
  access: "Memverifikasi akses...",
  session: "Memeriksa sesi...",
  redirect: "Mengarahkan...",
  generic: "Memuat...",
} as const;
