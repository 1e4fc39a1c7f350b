import { AREA_ROLES, type Role, type StaffRole } from "@kedai/shared";
import {
  Armchair,
  ArrowLeftRight,
  Boxes,
  CalendarCheck,
  ChartColumn,
  ChartLine,
  ChefHat,
  ClipboardCheck,
  ClipboardList,
  FolderTree,
  HandCoins,
  History,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Package,
  PackageCheck,
  Printer,
  Ruler,
  Scale,
  ScrollText,
  Settings,
  ShoppingBasket,
  SlidersHorizontal,
  Store,
  Tags,
  TicketPercent,
  Truck,
  Undo2,
  Users,
  UtensilsCrossed,
  Wallet,
} from "lucide-react";
import { paths } from "../config/paths";

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that show the same screen (the admin index renders the dashboard). */
  alsoActiveOn?: string[];
  /** Narrower than its group's roles: the roles whose API calls the page's data needs. */
  roles?: readonly StaffRole[];
};

export type NavGroup = {
  id: string;
  label: string;
  /** Roles that see the group; the server enforces the same lists on the group's API calls. */
  roles: readonly StaffRole[];
  items: NavItem[];
};

/** The back-office sidebar: the one list the sidebar and its tests read. */
export const ADMIN_NAVIGATION: readonly NavGroup[] = [
  {
    id: "foods",
    label: "FOODS",
    roles: AREA_ROLES.admin,
    items: [
      { label: "Menu", to: paths.admin.menu, icon: UtensilsCrossed },
      { label: "Kategori", to: paths.admin.categories, icon: Tags },
      { label: "Kustomisasi", to: paths.admin.customizations, icon: SlidersHorizontal },
    ],
  },
  {
    id: "stock",
    label: "MANAGE STOCK",
    roles: AREA_ROLES.admin,
    items: [
      { label: "Bahan Baku", to: paths.admin.stock, icon: Package },
      { label: "Satuan", to: paths.admin.units, icon: Ruler },
      { label: "Pemasok", to: paths.admin.suppliers, icon: Truck },
      { label: "Pembelian", to: paths.admin.purchases, icon: ShoppingBasket },
      { label: "Riwayat Pembelian", to: paths.admin.purchaseHistory, icon: History },
      { label: "Penyesuaian Stok", to: paths.admin.stockAdjustments, icon: Boxes },
      { label: "Permintaan Stok", to: paths.admin.stockRequests, icon: PackageCheck },
      { label: "Transfer Stok", to: paths.admin.stockTransfers, icon: ArrowLeftRight },
      { label: "Stok Opname", to: paths.admin.stockCounts, icon: ClipboardCheck },
    ],
  },
  {
    id: "users",
    label: "USER MANAGEMENT",
    roles: AREA_ROLES.userManagement,
    items: [
      { label: "Pengguna", to: paths.admin.users, icon: Users },
      { label: "Audit Log", to: paths.admin.auditLog, icon: ScrollText },
    ],
  },
  {
    id: "restaurant",
    label: "RESTAURANT",
    roles: AREA_ROLES.admin,
    items: [
      { label: "Dashboard", to: paths.admin.dashboard, icon: LayoutDashboard, alsoActiveOn: [paths.admin.root] },
      { label: "Daftar Pesanan", to: paths.admin.orders, icon: ClipboardList },
      { label: "Meja", to: paths.admin.tables, icon: Armchair },
      { label: "Lokasi", to: paths.admin.locations, icon: MapPin },
      // Printers are set up by the outlet's managers (the API answers admin and manager).
      { label: "Printer", to: paths.admin.printers, icon: Printer, roles: AREA_ROLES.printers },
      // Promos give money away: the API lets only the finance roles set them up.
      { label: "Promo", to: paths.admin.promos, icon: TicketPercent, roles: AREA_ROLES.finance },
      { label: "Katering", to: paths.admin.catering, icon: ChefHat, roles: AREA_ROLES.finance },
      {
        label: "Laporan Absensi",
        to: paths.admin.attendanceReport,
        icon: CalendarCheck,
        // The report's API answers the finance roles only: staff would see nothing but a refusal.
        roles: AREA_ROLES.finance,
      },
      { label: "Pengaturan", to: paths.admin.settings, icon: Settings },
    ],
  },
  {
    id: "finance",
    label: "KEUANGAN",
    roles: AREA_ROLES.finance,
    items: [
      { label: "Kategori Pengeluaran", to: paths.admin.expenseCategories, icon: FolderTree },
      { label: "Pengeluaran", to: paths.admin.expenses, icon: Wallet },
      { label: "Pengembalian Dana", to: paths.admin.refunds, icon: Undo2 },
      { label: "Laba Rugi", to: paths.admin.profitAndLoss, icon: ChartLine },
      { label: "Penjualan", to: paths.admin.sales, icon: ChartColumn },
      { label: "Penjualan per Kanal", to: paths.admin.channelSales, icon: Store },
      { label: "Laporan Gaji", to: paths.admin.payrollReport, icon: HandCoins },
      { label: "Laporan Pajak", to: paths.admin.taxReport, icon: Landmark },
      { label: "Laporan Varians", to: paths.admin.varianceReport, icon: Scale },
    ],
  },
];

/**
 * Back-office pages the admin router serves that the sidebar deliberately does not list: the index
 * shows the dashboard (its item is active there too), and the profile is reached from the user menu.
 */
export const ADMIN_PATHS_OUTSIDE_SIDEBAR: readonly string[] = [paths.admin.root, paths.admin.profile];

/**
 * The groups a role may see, each with the items it may see; none for roles outside the admin area
 * (a cashier on /admin/profil).
 */
export function navigationFor(
  role: Role | null | undefined,
  groups: readonly NavGroup[] = ADMIN_NAVIGATION,
): NavGroup[] {
  if (!role) return [];
  const allows = (roles: readonly StaffRole[]) => (roles as readonly Role[]).includes(role);
  return groups
    .filter((group) => allows(group.roles))
    .map((group) => ({ ...group, items: group.items.filter((item) => !item.roles || allows(item.roles)) }));
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

/** The group to open for the current path, so the page being shown is always visible in the sidebar. */
export function groupIdForPath(groups: readonly NavGroup[], pathname: string): string | undefined {
  const item = activeItemFor(groups, pathname);
  return item ? groups.find((group) => group.items.includes(item))?.id : undefined;
}
