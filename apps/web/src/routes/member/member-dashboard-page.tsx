import { NO_STOCK_REQUEST_LABEL } from "@kedai/shared";
import { PackageCheck, ReceiptText, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, PageHeader, SummaryCard } from "../../components/ui";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/auth-context";
import { useMemberDashboard } from "../../features/member/api/get-member-dashboard";
import { formatRupiah } from "../../lib/format";

/** /member/dashboard: a greeting, this month's revenue and orders of the member's outlet, the latest request's status. */
export function MemberDashboardPage() {
  const { user } = useAuth();
  const { data, isPending, isError } = useMemberDashboard();
  // A failed load (its toast says so) is not a month without revenue: no figure rather than Rp 0.
  const shown = (value: ReactNode) => (isPending ? "…" : isError && !data ? "–" : value);

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
      <div className="grid gap-4 md:grid-cols-3">
        <SummaryCard
          label="Pendapatan Bulan Ini"
          value={shown(formatRupiah(data?.monthlyRevenue ?? 0))}
          icon={<Wallet aria-hidden="true" className="size-6" />}
        />
        <SummaryCard
          label="Pesanan Bulan Ini"
          value={shown(data?.monthlyOrders ?? 0)}
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
