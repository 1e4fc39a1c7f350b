/**
 * Every page address of the web app, in one table. The route tables (app/router.tsx and each
 * routes/<area>/<area>-area.tsx) and every navigation list (the admin sidebar, the storefront
 * header, the member and staff menus) read their paths from here, so a renamed page cannot leave a
 * dead link behind. Area routers nest their pages with `childPath`.
 */
/** `/pos?edit=<order _id>`: the query parameter that opens an order for editing at the till. */
export const POS_EDIT_PARAM = "edit";
/** `/payment-success?order=<order id>`: where the checkout and the payment page send the customer. */
export const PAYMENT_ORDER_PARAM = "order";
/** `&token=<the order's secret>`: added by the payment page's way back (the server's redirect). */
export const PAYMENT_TOKEN_PARAM = "token";
/** `/order?meja=<token>`: what a table's QR code opens (the token names the table). */
export const TABLE_PARAM = "meja";

export const paths = {
  /** The neutral page that ends the session (app/sign-out-route.tsx). */
  signOut: "/logout",
  /** The first-run setup of a real outlet's empty database (routes/setup/setup-page.tsx). */
  setup: "/pengaturan-awal",
  store: {
    home: "/",
    homeAlias: "/home",
    order: "/order",
    /** The menu, ordering Dine-In at the table whose QR code carries `token`. */
    tableOrder: (token: string) => `/order?${TABLE_PARAM}=${encodeURIComponent(token)}`,
    item: "/item/:id",
    cart: "/cart",
    checkout: "/checkout",
    paymentSuccess: "/payment-success",
    /** The confirmation of one order (its `orderId`, e.g. VNC-…). */
    paymentSuccessFor: (orderId: string) => `/payment-success?${PAYMENT_ORDER_PARAM}=${encodeURIComponent(orderId)}`,
    about: "/about",
    catering: "/catering",
    franchise: "/franchise",
    contact: "/contact",
    login: "/login",
    register: "/register",
    profile: "/profile",
  },
  admin: {
    root: "/admin",
    login: "/admin/login",
    profile: "/admin/profil",
    dashboard: "/admin/dashboard",
    menu: "/admin/menu",
    categories: "/admin/kategori",
    customizations: "/admin/kustomisasi",
    stock: "/admin/bahan",
    units: "/admin/satuan",
    suppliers: "/admin/pemasok",
    purchases: "/admin/pembelian",
    purchaseHistory: "/admin/riwayat-pembelian",
    stockAdjustments: "/admin/penyesuaian",
    stockRequests: "/admin/permintaan-stok",
    stockTransfers: "/admin/transfer-stok",
    stockCounts: "/admin/stok-opname",
    users: "/admin/pengguna",
    auditLog: "/admin/audit",
    orders: "/admin/order-list",
    tables: "/admin/meja",
    locations: "/admin/lokasi",
    printers: "/admin/printer",
    promos: "/admin/promo",
    catering: "/admin/katering",
    attendanceReport: "/admin/laporan-absensi",
    settings: "/admin/pengaturan",
    expenseCategories: "/admin/pengeluaran/kategori",
    expenses: "/admin/pengeluaran",
    refunds: "/admin/pengembalian-dana",
    profitAndLoss: "/admin/rugi-laba",
    sales: "/admin/penjualan",
    channelSales: "/admin/penjualan-kanal",
    payrollReport: "/admin/laporan-gaji",
    taxReport: "/admin/laporan-pajak",
    varianceReport: "/admin/varians",
  },
  pos: {
    root: "/pos",
    /** The customer-facing screen a second monitor of the till shows (ADR 0038). */
    customerScreen: "/pos/layar-pelanggan",
    /** The till with this order (its `_id`) loaded for editing; the admin order list links here. */
    editOrder: (orderId: string) => `/pos?${POS_EDIT_PARAM}=${encodeURIComponent(orderId)}`,
  },
  member: {
    root: "/member",
    dashboard: "/member/dashboard",
    stockRequests: "/member/permintaan-stok",
    profile: "/member/profil",
    guide: "/member/panduan",
  },
  staff: { root: "/staff", attendance: "/staff/absensi" },
} as const;

/** The path an area's own <Routes> matches, e.g. childPath("/admin", "/admin/menu") is "menu". */
export function childPath(areaRoot: string, path: string): string {
  const prefix = areaRoot === "/" ? "/" : `${areaRoot}/`;
  if (!path.startsWith(prefix)) throw new Error(`${path} is not inside ${areaRoot}`);
  return path.slice(prefix.length);
}

/** The router's pattern for an area and everything under it, e.g. "/admin/*" (the storefront: "/*"). */
export const areaPattern = (areaRoot: string) => `${areaRoot === "/" ? "" : areaRoot}/*`;
