import type { MenuItem } from "@kedai/shared";

/**
 * A crepe as GET /api/menu lists it: 20.000, a required "Ukuran" (Reguler +0, Jumbo +5.000) and an
 * optional "Topping" (Keju +3.000, Coklat +2.000).
 */
export function testMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    _id: "m-crepe",
    name: "Crepes Coklat",
    price: 20000,
    description: "Renyah di luar, lembut di dalam.",
    imageUrl: "",
    isAvailable: true,
    category: { _id: "c-manis", name: "Manis" },
    location: null,
    customizationOptions: [
      {
        _id: "g-size",
        name: "Ukuran",
        type: "radio",
        isRequired: true,
        options: [
          { _id: "o-reg", name: "Reguler", price: 0 },
          { _id: "o-jumbo", name: "Jumbo", price: 5000 },
        ],
      },
      {
        _id: "g-top",
        name: "Topping",
        type: "checkbox",
        isRequired: false,
        options: [
          { _id: "o-keju", name: "Keju", price: 3000 },
          { _id: "o-coklat", name: "Coklat", price: 2000 },
        ],
      },
    ],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
