import type { LocationRecord } from "@kedai/shared";

/** An Active outlet as GET /api/locations lists it. */
export const testLocation = (_id: string, name: string, tax: Partial<LocationRecord> = {}): LocationRecord => ({
  _id,
  name,
  address: "Jl. Merdeka 1",
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  status: "Active",
  kind: "outlet",
  taxRatePercent: null,
  taxLabel: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...tax,
});

/** GET /api/locations for the stock screens: head office ('gudang') when asked by kind, else the outlet 'dago'. */
export const stockLocationsRoute = {
  "GET /api/locations": ({ url }: { url: URL }) => ({
    body:
      url.searchParams.get("kind") === "head_office"
        ? [testLocation("gudang", "Gudang Pusat", { kind: "head_office" })]
        : [testLocation("dago", "Cabang Dago")],
  }),
};
