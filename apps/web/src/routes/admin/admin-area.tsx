import { Navigate, Route, Routes } from "react-router";
import { canManagePrinters, canManageUsers, canSeeFinance, canUseAdminScreens } from "../../app/guards/access";
import { RequireAuth } from "../../app/guards/require-auth";
import { AdminLayout } from "../../app/layouts/admin-layout";
import { childPath, paths } from "../../config/paths";
import { AdminDashboardPage } from "./admin-dashboard-page";
import { AdminProfilePage } from "./admin-profile-page";
import { AttendanceReportPage } from "./attendance-report-page";
import { AuditLogPage } from "./audit-log-page";
import { CategoriesPage } from "./categories-page";
import { CateringPage } from "./catering-page";
import { ChannelReportPage } from "./channel-report-page";
import { CustomizationsPage } from "./customizations-page";
import { ExpenseCategoriesPage } from "./expense-categories-page";
import { ExpensesPage } from "./expenses-page";
import { LocationsPage, StockPage, SuppliersPage, TablesPage, UnitsPage } from "./master-data";
import { MenuPage } from "./menu-page";
import { OrderListPage } from "./order-list-page";
import { PayrollReportPage } from "./payroll-report-page";
import { PrintersPage } from "./printers-page";
import { ProfitLossPage } from "./profit-loss-page";
import { PromosPage } from "./promos-page";
import { PurchaseHistoryPage } from "./purchase-history-page";
import { PurchasesPage } from "./purchases-page";
import { RefundsPage } from "./refunds-page";
import { SalesReportPage } from "./sales-report-page";
import { SettingsPage } from "./settings-page";
import { StockAdjustmentsPage } from "./stock-adjustments-page";
import { StockCountPage } from "./stock-count-page";
import { StockRequestsPage } from "./stock-requests-page";
import { StockTransfersPage } from "./stock-transfers-page";
import { TaxReportPage } from "./tax-report-page";
import { UsersPage } from "./users-page";
import { VarianceReportPage } from "./variance-report-page";

const at = (path: string) => childPath(paths.admin.root, path);

/**
 * The back office's route table. The outer guard in app/router admits admin, manager, staff and
 * cashier; everything but the profile then requires an admin-area role, and the USER MANAGEMENT and
 * KEUANGAN groups their narrower lists (the same AREA_ROLES the sidebar and the server use).
 * Exported for the test that checks it against the sidebar.
 */
export const adminRoutes = (
  <Route element={<AdminLayout />}>
    <Route path={at(paths.admin.profile)} element={<AdminProfilePage />} />
    <Route element={<RequireAuth allow={canUseAdminScreens} />}>
      <Route index element={<AdminDashboardPage />} />
      <Route path={at(paths.admin.dashboard)} element={<AdminDashboardPage />} />
      {/* FOODS */}
      <Route path={at(paths.admin.menu)} element={<MenuPage />} />
      <Route path={at(paths.admin.categories)} element={<CategoriesPage />} />
      <Route path={at(paths.admin.customizations)} element={<CustomizationsPage />} />
      {/* MANAGE STOCK */}
      <Route path={at(paths.admin.stock)} element={<StockPage />} />
      <Route path={at(paths.admin.units)} element={<UnitsPage />} />
      <Route path={at(paths.admin.suppliers)} element={<SuppliersPage />} />
      <Route path={at(paths.admin.purchases)} element={<PurchasesPage />} />
      <Route path={at(paths.admin.purchaseHistory)} element={<PurchaseHistoryPage />} />
      <Route path={at(paths.admin.stockAdjustments)} element={<StockAdjustmentsPage />} />
      <Route path={at(paths.admin.stockRequests)} element={<StockRequestsPage />} />
      <Route path={at(paths.admin.stockTransfers)} element={<StockTransfersPage />} />
      <Route path={at(paths.admin.stockCounts)} element={<StockCountPage />} />
      {/* RESTAURANT */}
      <Route path={at(paths.admin.orders)} element={<OrderListPage />} />
      <Route path={at(paths.admin.tables)} element={<TablesPage />} />
      <Route path={at(paths.admin.locations)} element={<LocationsPage />} />
      <Route element={<RequireAuth allow={canManagePrinters} />}>
        <Route path={at(paths.admin.printers)} element={<PrintersPage />} />
      </Route>
      <Route element={<RequireAuth allow={canSeeFinance} />}>
        <Route path={at(paths.admin.promos)} element={<PromosPage />} />
        <Route path={at(paths.admin.catering)} element={<CateringPage />} />
        <Route path={at(paths.admin.attendanceReport)} element={<AttendanceReportPage />} />
      </Route>
      <Route path={at(paths.admin.settings)} element={<SettingsPage />} />
      {/* USER MANAGEMENT */}
      <Route element={<RequireAuth allow={canManageUsers} />}>
        <Route path={at(paths.admin.users)} element={<UsersPage />} />
        <Route path={at(paths.admin.auditLog)} element={<AuditLogPage />} />
      </Route>
      {/* KEUANGAN */}
      <Route element={<RequireAuth allow={canSeeFinance} />}>
        <Route path={at(paths.admin.expenseCategories)} element={<ExpenseCategoriesPage />} />
        <Route path={at(paths.admin.expenses)} element={<ExpensesPage />} />
        <Route path={at(paths.admin.refunds)} element={<RefundsPage />} />
        <Route path={at(paths.admin.profitAndLoss)} element={<ProfitLossPage />} />
        <Route path={at(paths.admin.sales)} element={<SalesReportPage />} />
        <Route path={at(paths.admin.channelSales)} element={<ChannelReportPage />} />
        <Route path={at(paths.admin.payrollReport)} element={<PayrollReportPage />} />
        <Route path={at(paths.admin.taxReport)} element={<TaxReportPage />} />
        <Route path={at(paths.admin.varianceReport)} element={<VarianceReportPage />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
    </Route>
  </Route>
);

/** The back office, one lazily loaded chunk. */
export default function AdminArea() {
  return <Routes>{adminRoutes}</Routes>;
}
