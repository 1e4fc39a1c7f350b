import { type DashboardSummary, orderIdTail } from "@kedai/shared";
import {
  Banknote,
  CookingPot,
  PiggyBank,
  ReceiptText,
  ShoppingBasket,
  Store,
  TrendingUp,
  Wallet,
  Warehouse,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { canSeeFinance } from "../../app/guards/access";
import { type Column, DataTable, ErrorAlert, PageHeader, Panel, SelectField, SummaryCards } from "../../components/ui";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import { OrderStatusBadge } from "../../features/orders/components/order-status-badge";
import { useDashboardSummary, useVarianceSummary } from "../../features/reports/api/get-reports";
import { RevenueTrendChart, TopProductsChart } from "../../features/reports/components/lazy-charts";
import { isApiError } from "../../lib/api";
import { formatRupiah, formatTime, monthRange, todayKey } from "../../lib/format";
import { formatQuantity } from "../../lib/stock-format";

const ICON = { "aria-hidden": true, className: "size-6" } as const;

type RecentOrder = DashboardSummary["recentOrders"][number];

const recentColumns: Column<RecentOrder>[] = [
  { key: "time", header: "Waktu", render: (order) => formatTime(order.createdAt) },
  { key: "id", header: "ID", render: (order) => <span className="font-mono">#{orderIdTail(order.orderId, 6)}</span> },
  { key: "servedBy", header: "Kasir/Pelayan", render: (order) => order.servedBy ?? "Online" },
  { key: "total", header: "Total", align: "right", render: (order) => formatRupiah(order.totalAmount) },
  { key: "status", header: "Status", render: (order) => <OrderStatusBadge status={order.status} /> },
];

function QuickAction({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-lg border border-stone-200 px-4 py-3 font-medium text-stone-800 hover:border-amber-400 hover:bg-amber-50"
    >
      <span className="text-amber-700">{icon}</span>
      {children}
    </Link>
  );
}

/**
 * Low stock over all locations together (the totals), or at the one chosen: head office or an
 * outlet, each with its own first five and how many in all. A location with nothing low is not
 * offered in the list the server sends, so choosing it says all is well.
 */
function LowStock({ summary }: { summary: DashboardSummary }) {
  const [where, setWhere] = useState("");
  const chosen = summary.lowStockByLocation.find((list) => list.location._id === where);
  const items = where ? (chosen?.items ?? []) : summary.lowStockItems;
  const total = where ? (chosen?.total ?? 0) : summary.lowStockTotal;
  const others = total - items.length;
  return (
    <div className="space-y-2">
      <SelectField
        id="low-stock-location"
        label="Lokasi"
        options={[
          { value: "", label: "Semua lokasi" },
          ...summary.lowStockByLocation.map((list) => ({
            value: list.location._id,
            label: `${list.location.name} (${list.total})`,
          })),
        ]}
        value={where}
        onChange={(event) => setWhere(event.target.value)}
      />
      {total === 0 ? (
        <p className="text-sm text-stone-500">Semua stok aman.</p>
      ) : (
        <div>
          <ul className="divide-y divide-stone-100">
            {items.map((item) => (
              <li key={item._id} className="flex justify-between gap-3 py-2 text-sm">
                <span className="font-medium text-stone-800">{item.name}</span>
                <span className="text-red-700">
                  {formatQuantity(item.quantityInStock)} {item.unit.name}
                </span>
              </li>
            ))}
          </ul>
          {others > 0 && <p className="mt-2 text-sm text-stone-500">dan {others} bahan lainnya</p>}
        </div>
      )}
    </div>
  );
}

/**
 * The month's usage variance per outlet (KEUANGAN): each outlet's rupiah lost between the month's
 * stock counts, or why there is no figure yet; the report itself is one click away.
 */
function MonthVariance() {
  const { data } = useVarianceSummary(monthRange(todayKey()));
  if (!data) return <p className="text-sm text-stone-500">…</p>;
  if (data.rows.length === 0) return <p className="text-sm text-stone-500">Belum ada outlet aktif.</p>;
  return (
    <div>
      <ul className="divide-y divide-stone-100">
        {data.rows.map((row) => (
          <li key={row.location._id} className="flex justify-between gap-3 py-2 text-sm">
            <span className="font-medium text-stone-800">{row.location.name}</span>
            {row.closingCount ? (
              <span className={row.varianceValue > 0 ? "font-semibold text-red-700" : "text-stone-700"}>
                {formatRupiah(row.varianceValue)}
              </span>
            ) : (
              <span className="text-stone-500">belum ada 2 stok opname</span>
            )}
          </li>
        ))}
      </ul>
      <Link to={paths.admin.varianceReport} className="mt-2 inline-block text-sm font-medium text-amber-700 underline">
        Lihat Laporan Varians
      </Link>
    </div>
  );
}

/**
 * /admin/dashboard: today's and this month's figures, the last 7 days, the month's best sellers,
 * today's orders, low stock and shortcuts. Finance shortcuts only for the roles that may open them.
 */
export function AdminDashboardPage() {
  const { user } = useAuth();
  const { data: summary, error, isPending } = useDashboardSummary();
  const shown = (value: (s: DashboardSummary) => ReactNode) => (summary ? value(summary) : "…");
  const signedOut = isApiError(error) && error.status === 401;
  const profit = summary?.monthlyExpenses !== undefined ? summary.monthlyRevenue - summary.monthlyExpenses : 0;
  // Expenses and the profit estimated from them are KEUANGAN figures: the server answers them to finance roles only.
  const financeCards = !!user && canSeeFinance(user);

  return (
    <section className="space-y-6">
      <PageHeader title="Dashboard" description={`Selamat datang, ${user?.fullName || user?.username}!`} />
      {signedOut && <ErrorAlert>Gagal memuat data dashboard. Silakan coba login kembali.</ErrorAlert>}

      <SummaryCards
        columns={3}
        cards={[
          {
            key: "revenue",
            label: "Pendapatan Hari Ini",
            value: shown((s) => formatRupiah(s.todayRevenue)),
            icon: <Banknote {...ICON} />,
          },
          {
            key: "orders",
            label: "Pesanan Hari Ini",
            value: shown((s) => s.todayOrders),
            // The same count as the sales report's 'Total Pesanan' for today, next to the same revenue.
            hint: "Pesanan selesai yang dihitung di pendapatan",
            icon: <ReceiptText {...ICON} />,
          },
          {
            key: "open-orders",
            label: "Pesanan berjalan",
            value: shown((s) => s.openOrders),
            hint: "Baru, diproses atau siap; belum masuk pendapatan",
            icon: <CookingPot {...ICON} />,
          },
          ...(financeCards
            ? [
                {
                  key: "expenses",
                  label: "Pengeluaran Bulan Ini",
                  value: shown((s) => formatRupiah(s.monthlyExpenses ?? 0)),
                  icon: <Wallet {...ICON} />,
                },
                {
                  key: "profit",
                  label: "Estimasi Laba Bulan Ini",
                  value: shown(() => formatRupiah(profit)),
                  hint: "Pendapatan bulan ini − pengeluaran bulan ini",
                  negative: profit < 0,
                  icon: <PiggyBank {...ICON} />,
                },
              ]
            : []),
        ]}
      />

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <RevenueTrendChart
          title="Tren Penjualan (7 Hari Terakhir)"
          days={(summary?.salesOverTime.labels ?? []).map((date, i) => ({
            date,
            revenue: summary?.salesOverTime.data[i] ?? 0,
          }))}
        />
        <TopProductsChart
          title="Top 5 Produk Terlaris (Bulan Ini)"
          products={(summary?.topSellingProducts.labels ?? []).map((name, i) => ({
            name,
            quantity: summary?.topSellingProducts.data[i] ?? 0,
          }))}
        />
      </div>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <Panel title="Pesanan Terbaru Hari Ini" className="xl:col-span-2">
          <DataTable
            caption="Pesanan terbaru hari ini"
            columns={recentColumns}
            rows={summary?.recentOrders}
            rowKey={(order) => order._id}
            loading={isPending}
            emptyMessage="Belum ada pesanan hari ini."
          />
        </Panel>
        <div className="space-y-4">
          <Panel title="Stok Menipis">{summary ? <LowStock summary={summary} /> : "…"}</Panel>
          {financeCards ? (
            <Panel title="Varians Bahan Bulan Ini">
              <MonthVariance />
            </Panel>
          ) : null}
          <Panel title="Aksi Cepat">
            <div className="grid gap-2">
              <QuickAction to={paths.pos.root} icon={<Store aria-hidden="true" className="size-5" />}>
                Buka Kasir (POS)
              </QuickAction>
              {user && canSeeFinance(user) && (
                <QuickAction to={paths.admin.expenses} icon={<TrendingUp aria-hidden="true" className="size-5" />}>
                  Catat Pengeluaran
                </QuickAction>
              )}
              <QuickAction to={paths.admin.purchases} icon={<ShoppingBasket aria-hidden="true" className="size-5" />}>
                Catat Pembelian
              </QuickAction>
              <QuickAction to={paths.admin.stock} icon={<Warehouse aria-hidden="true" className="size-5" />}>
                Kelola Bahan Baku
              </QuickAction>
            </div>
          </Panel>
        </div>
      </div>
    </section>
  );
}
