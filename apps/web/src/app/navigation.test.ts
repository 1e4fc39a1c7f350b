import { describe, expect, it } from "vitest";
import { activeItemFor, groupIdForPath, navigationFor } from "./navigation";

const labels = (role: Parameters<typeof navigationFor>[0]) => navigationFor(role).map((group) => group.label);

describe("admin sidebar navigation", () => {
  it("shows admin all five groups, in sidebar order", () => {
    expect(labels("admin")).toEqual(["FOODS", "MANAGE STOCK", "USER MANAGEMENT", "RESTAURANT", "KEUANGAN"]);
  });

  it("puts each screen in its group, the audit log under USER MANAGEMENT and katering under RESTAURANT", () => {
    const screens = Object.fromEntries(
      navigationFor("admin").map((group) => [group.label, group.items.map((item) => item.to.replace("/admin/", ""))]),
    );
    expect(screens).toEqual({
      FOODS: ["menu", "kategori", "kustomisasi"],
      "MANAGE STOCK": [
        "bahan",
        "satuan",
        "pemasok",
        "pembelian",
        "riwayat-pembelian",
        "penyesuaian",
        "permintaan-stok",
        "transfer-stok",
        "stok-opname",
      ],
      "USER MANAGEMENT": ["pengguna", "audit"],
      RESTAURANT: [
        "dashboard",
        "order-list",
        "meja",
        "lokasi",
        "printer",
        "promo",
        "katering",
        "laporan-absensi",
        "pengaturan",
      ],
      KEUANGAN: [
        "pengeluaran/kategori",
        "pengeluaran",
        "pengembalian-dana",
        "rugi-laba",
        "penjualan",
        "penjualan-kanal",
        "laporan-gaji",
        "laporan-pajak",
        "varians",
      ],
    });
  });

  it("hides USER MANAGEMENT from a manager but keeps KEUANGAN", () => {
    expect(labels("manager")).toEqual(["FOODS", "MANAGE STOCK", "RESTAURANT", "KEUANGAN"]);
  });

  it("hides KEUANGAN and USER MANAGEMENT from staff", () => {
    expect(labels("staff")).toEqual(["FOODS", "MANAGE STOCK", "RESTAURANT"]);
  });

  it("hides the attendance report and promos from staff, whose calls to them the server refuses", () => {
    const items = (role: "staff" | "manager") =>
      navigationFor(role).flatMap((group) => group.items.map((item) => item.label));
    expect(items("staff")).not.toContain("Laporan Absensi");
    expect(items("manager")).toContain("Laporan Absensi");
    expect(items("staff")).not.toContain("Promo");
    expect(items("manager")).toContain("Promo");
    expect(items("staff")).not.toContain("Printer");
    expect(items("manager")).toContain("Printer");
  });

  it("shows nothing to roles outside the admin area", () => {
    expect(labels("cashier")).toEqual([]);
    expect(labels("customer")).toEqual([]);
    expect(labels(null)).toEqual([]);
  });

  it("matches the most specific item, so the expense categories page is not 'Pengeluaran'", () => {
    const groups = navigationFor("admin");
    expect(activeItemFor(groups, "/admin/pengeluaran/kategori")?.label).toBe("Kategori Pengeluaran");
    expect(activeItemFor(groups, "/admin/pengeluaran")?.label).toBe("Pengeluaran");
    expect(activeItemFor(groups, "/admin/kategori")?.label).toBe("Kategori");
    expect(activeItemFor(groups, "/admin")?.label).toBe("Dashboard");
  });

  it("opens the group of the current path", () => {
    const groups = navigationFor("admin");
    expect(groupIdForPath(groups, "/admin/riwayat-pembelian")).toBe("stock");
    expect(groupIdForPath(groups, "/admin/laporan-gaji")).toBe("finance");
    expect(groupIdForPath(groups, "/admin/profil")).toBeUndefined();
  });
});
