import { Navigate, Route, Routes } from "react-router";
import { canManageUsers, canSeeFinance, canUseAdminScreens } from "../../app/guards/access";
import { RequireAuth } from "../../app/guards/require-auth";
import { AdminLayout } from "../../app/layouts/admin-layout";
import { PlaceholderPage } from "../../components/ui/placeholder-page";
import { AdminDashboardPage } from "./admin-dashboard-page";
import { AdminProfilePage } from "./admin-profile-page";
import { CategoriesPage } from "./categories-page";
import { CustomizationsPage } from "./customizations-page";
import { LocationsPage, StockPage, SuppliersPage, TablesPage, UnitsPage } from "./master-data";
import { MenuPage } from "./menu-page";

/**
 * The back office (B2 route table), one lazily loaded chunk. The outer guard in app/router admits
 * admin, manager, staff and cashier; everything but "profil" then requires an admin-area role, and
 * the USER MANAGEMENT and KEUANGAN groups their narrower lists (the same AREA_ROLES the sidebar
 * and the server use).
 */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="profil" element={<AdminProfilePage />} />
        <Route element={<RequireAuth allow={canUseAdminScreens} />}>
          <Route index element={<AdminDashboardPage />} />
          <Route path="dashboard" element={<AdminDashboardPage />} />
          {/* FOODS */}
          <Route path="menu" element={<MenuPage />} />
          <Route path="kategori" element={<CategoriesPage />} />
          <Route path="kustomisasi" element={<CustomizationsPage />} />
          {/* MANAGE STOCK */}
          <Route path="bahan" element={<StockPage />} />
          <Route path="satuan" element={<UnitsPage />} />
          <Route path="pemasok" element={<SuppliersPage />} />
          <Route path="pembelian" element={<PlaceholderPage title="Pembelian Stok" />} />
          <Route path="riwayat-pembelian" element={<PlaceholderPage title="Riwayat Pembelian" />} />
          <Route path="penyesuaian" element={<PlaceholderPage title="Penyesuaian Stok" />} />
          <Route path="permintaan-stok" element={<PlaceholderPage title="Permintaan Stok Franchise" />} />
          {/* RESTAURANT */}
          <Route path="order-list" element={<PlaceholderPage title="Daftar Pesanan" />} />
          <Route path="meja" element={<TablesPage />} />
          <Route path="lokasi" element={<LocationsPage />} />
          <Route path="promo" element={<PlaceholderPage title="Manajemen Promo" />} />
          <Route path="katering" element={<PlaceholderPage title="Permintaan Katering" />} />
          <Route path="laporan-absensi" element={<PlaceholderPage title="Laporan Absensi" />} />
          <Route path="pengaturan" element={<PlaceholderPage title="Pengaturan Umum" />} />
          {/* USER MANAGEMENT */}
          <Route element={<RequireAuth allow={canManageUsers} />}>
            <Route path="pengguna" element={<PlaceholderPage title="Manajemen Pengguna" />} />
            <Route path="audit" element={<PlaceholderPage title="Audit Log" />} />
          </Route>
          {/* KEUANGAN */}
          <Route element={<RequireAuth allow={canSeeFinance} />}>
            <Route path="pengeluaran/kategori" element={<PlaceholderPage title="Kategori Pengeluaran" />} />
            <Route path="pengeluaran" element={<PlaceholderPage title="Pengeluaran" />} />
            <Route path="rugi-laba" element={<PlaceholderPage title="Laporan Laba Rugi" />} />
            <Route path="penjualan" element={<PlaceholderPage title="Laporan Penjualan" />} />
            <Route path="laporan-gaji" element={<PlaceholderPage title="Laporan Gaji" />} />
          </Route>
          <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
