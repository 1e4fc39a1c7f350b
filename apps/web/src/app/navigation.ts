import { AREA_ROLES, type Role, type StaffRole } from "@kedai/shared";
import {
  Armchair,
  Boxes,
  CalendarCheck,
  ChartColumn,
  ChartLine,
  ChefHat,
  ClipboardList,
  FolderTree,
  HandCoins,
  History,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Package,
  PackageCheck,
  Ruler,
  ScrollText,
  Settings,
  ShoppingBasket,
  SlidersHorizontal,
  Tags,
  TicketPercent,
  Truck,
  Users,
  UtensilsCrossed,
  Wallet,
} from "lucide-react";

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that show the same screen (the admin index renders the dashboard). */
  alsoActiveOn?: string[];
};

export type NavGroup = {
  id: string;
  label: string;
  /** Roles that see the group; the server enforces the same lists on the group's API calls. */
  roles: readonly StaffRole[];
  items: NavItem[];
};

/** The back-office sidebar (DESIGN.md "Sidebar"): the one list the sidebar and its tests read. */
const ADMIN_NAVIGATION: readonly NavGroup[] = [
  {
    id: "foods",
    label: "FOODS",
    roles: AREA_ROLES.admin,
    items: [
      { label: "Menu", to: "/admin/menu", icon: UtensilsCrossed },
      { label: "Kategori", to: "/admin/kategori", icon: Tags },
      { label: "Kustomisasi", to: "/admin/kustomisasi", icon: SlidersHorizontal },
    ],
  },
  {
    id: "stock",
    label: "MANAGE STOCK",
    roles: AREA_ROLES.admin,
    items: [
      { label: "Bahan Baku", to: "/admin/bahan", icon: Package },
      { label: "Satuan", to: "/admin/satuan", icon: Ruler },
      { label: "Pemasok", to: "/admin/pemasok", icon: Truck },
      { label: "Pembelian", to: "/admin/pembelian", icon: ShoppingBasket },
      { label: "Riwayat Pembelian", to: "/admin/riwayat-pembelian", icon: History },
      { label: "Penyesuaian Stok", to: "/admin/penyesuaian", icon: Boxes },
      { label: "Permintaan Stok", to: "/admin/permintaan-stok", icon: PackageCheck },
    ],
  },
  {
    id: "users",
    label: "USER MANAGEMENT",
    roles: AREA_ROLES.userManagement,
    items: [
      { label: "Pengguna", to: "/admin/pengguna", icon: Users },
      { label: "Audit Log", to: "/admin/audit", icon: ScrollText },
    ],
  },
  {
    id: "restaurant",
    label: "RESTAURANT",
    roles: AREA_ROLES.admin,
    items: [
      { label: "Dashboard", to: "/admin/dashboard", icon: LayoutDashboard, alsoActiveOn: ["/admin"] },
      { label: "Daftar Pesanan", to: "/admin/order-list", icon: ClipboardList },
      { label: "Meja", to: "/admin/meja", icon: Armchair },
      { label: "Lokasi", to: "/admin/lokasi", icon: MapPin },
      { label: "Promo", to: "/admin/promo", icon: TicketPercent },
      { label: "Katering", to: "/admin/katering", icon: ChefHat },
      { label: "Laporan Absensi", to: "/admin/laporan-absensi", icon: CalendarCheck },
      { label: "Pengaturan", to: "/admin/pengaturan", icon: Settings },
    ],
  },
  {
    id: "finance",
    label: "KEUANGAN",
    roles: AREA_ROLES.finance,
    items: [
      { label: "Kategori Pengeluaran", to: "/admin/pengeluaran/kategori", icon: FolderTree },
      { label: "Pengeluaran", to: "/admin/pengeluaran", icon: Wallet },
      { label: "Laba Rugi", to: "/admin/rugi-laba", icon: ChartLine },
      { label: "Penjualan", to: "/admin/penjualan", icon: ChartColumn },
      { label: "Laporan Gaji", to: "/admin/laporan-gaji", icon: HandCoins },
    ],
  },
];

/** The groups a role may see; none for roles outside the admin area (a cashier on /admin/profil). */
export function navigationFor(
  role: Role | null | undefined,
  groups: readonly NavGroup[] = ADMIN_NAVIGATION,
): NavGroup[] {
  if (!role) return [];
  return groups.filter((group) => (group.roles as readonly Role[]).includes(role));
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The item the current path belongs to: an exact match, an alias, or the longest item path the
 * URL continues (so /admin/pengeluaran/kategori is "Kategori Pengeluaran", not "Pengeluaran").
 */
export function activeItemFor(groups: readonly NavGroup[], pathname: string): NavItem | undefined {
  const path = normalise(pathname);
  let best: NavItem | undefined;
  for (const group of groups) {
    for (const item of group.items) {
      if (item.to === path || item.alsoActiveOn?.includes(path)) return item;
      if (path.startsWith(`${item.to}/`) && (!best || item.to.length > best.to.length)) best = item;
    }
  }
  return best;
}

/** The group to open for the current path (B2: "opens the group of the current path"). */
export function groupIdForPath(groups: readonly NavGroup[], pathname: string): string | undefined {
  const item = activeItemFor(groups, pathname);
  return item ? groups.find((group) => group.items.includes(item))?.id : undefined;
}
