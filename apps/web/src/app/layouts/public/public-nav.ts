/** Storefront navigation (S2 public header). */
export const PUBLIC_NAV = [
  { label: "Menu", to: "/order" },
  { label: "Tentang", to: "/about" },
  { label: "Katering", to: "/catering" },
  { label: "Franchise", to: "/franchise" },
  { label: "Kontak", to: "/contact" },
] as const;
