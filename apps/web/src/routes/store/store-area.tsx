import { Navigate, Route, Routes } from "react-router";
import { GuestOnly } from "../../app/guards/guest-only";
import { RequireAuth } from "../../app/guards/require-auth";
import { PublicLayout } from "../../app/layouts/public-layout";
import { childPath, paths } from "../../config/paths";
import { HomePage } from "./home-page";
import { LoginPage } from "./login-page";
import { ProfilePage } from "./profile-page";
import { RegisterPage } from "./register-page";
import { StorePlaceholder } from "./store-placeholder";

const at = (path: string) => childPath(paths.store.home, path);

/** The storefront: its own lazily loaded chunk. */
export default function StoreArea() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path={at(paths.store.homeAlias)} element={<HomePage />} />
        <Route path={at(paths.store.order)} element={<StorePlaceholder title="Menu" />} />
        <Route path={at(paths.store.item)} element={<StorePlaceholder title="Detail Produk" />} />
        <Route path={at(paths.store.cart)} element={<StorePlaceholder title="Keranjang" />} />
        <Route path={at(paths.store.checkout)} element={<StorePlaceholder title="Checkout" />} />
        <Route path={at(paths.store.paymentSuccess)} element={<StorePlaceholder title="Pembayaran Berhasil" />} />
        <Route path={at(paths.store.about)} element={<StorePlaceholder title="Tentang Kami" />} />
        <Route path={at(paths.store.catering)} element={<StorePlaceholder title="Katering" />} />
        <Route path={at(paths.store.franchise)} element={<StorePlaceholder title="Franchise" />} />
        <Route path={at(paths.store.contact)} element={<StorePlaceholder title="Kontak" />} />
        <Route element={<GuestOnly fullScreen={false} />}>
          <Route path={at(paths.store.login)} element={<LoginPage />} />
          <Route path={at(paths.store.register)} element={<RegisterPage />} />
        </Route>
        <Route element={<RequireAuth fullScreen={false} />}>
          <Route path={at(paths.store.profile)} element={<ProfilePage />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.store.home} replace />} />
      </Route>
    </Routes>
  );
}
