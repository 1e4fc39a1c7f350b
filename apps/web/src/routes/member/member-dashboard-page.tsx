import { NO_STOCK_REQUEST_LABEL } from "@kedai/shared";
import { PackageCheck, ReceiptText, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, PageHeader, SummaryCard } from "../../components/ui";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import { useMemberDashboard } from "../../features/member/api/get-member-dashboard";
import { formatRupiah } from "../../lib/format";

export const MEMBER_OUTLET_UNLINKED =
  "Akun Anda belum terhubung ke outlet, jadi pendapatan dan pesanan outlet belum dapat ditampilkan. Hubungi kantor pusat untuk menghubungkan akun Anda ke outlet.";

/** /member/dashboard: a greeting, this month's revenue and orders of the member's outlet, the latest request's status. */
export function MemberDashboardPage() {
  const { user } = useAuth();
  const { data, isPending, isError } = useMemberDashboard();
  // A failed load (its toast says so) is not a month without revenue: no figure rather than Rp 0.
  // Nor is an account not yet linked to an outlet: the page says so instead of showing Rp 0.
  const unlinked = data?.outletLinked === false;
  const shown = (value: ReactNode) => (isPending ? "…" : isError && !data ? "–" : value);
  const outletFigure = (value: ReactNode) => (unlinked ? "–" : shown(value));

  return (
    <section>
      <PageHeader
        title="Dashboard Mitra"
        description={`Selamat datang, ${user?.name || user?.fullName || user?.username}!`}
        actions={
          <Link to={paths.member.stockRequests} className={buttonClasses("primary")}>
            Ajukan Permintaan Stok
          </Link>
        }
      />
      {unlinked ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {MEMBER_OUTLET_UNLINKED}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <SummaryCard
          label="Pendapatan Bulan Ini"
          value={outletFigure(formatRupiah(data?.monthlyRevenue ?? 0))}
          icon={<Wallet aria-hidden="true" className="size-6" />}
        />
        <SummaryCard
          label="Pesanan Bulan Ini"
          value={outletFigure(data?.monthlyOrders ?? 0)}
          icon={<ReceiptText aria-hidden="true" className="size-6" />}
        />
        <SummaryCard
          label="Status Permintaan Terakhir"
          value={shown(data?.lastStockRequestStatus ?? NO_STOCK_REQUEST_LABEL)}
          icon={<PackageCheck aria-hidden="true" className="size-6" />}
        />
      </div>
    </section>
  );
}
