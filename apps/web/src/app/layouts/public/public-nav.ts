import { paths } from "../../../config/paths";

/** Storefront navigation (the public header). */
export const PUBLIC_NAV = [
  { label: "Menu", to: paths.store.order },
  { label: "Tentang", to: paths.store.about },
  { label: "Katering", to: paths.store.catering },
  { label: "Franchise", to: paths.store.franchise },
  { label: "Kontak", to: paths.store.contact },
] as const;
