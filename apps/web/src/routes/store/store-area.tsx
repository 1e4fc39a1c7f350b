import { Navigate, Route, Routes } from "react-router";
import { GuestOnly } from "../../app/guards/guest-only";
import { RequireAuth } from "../../app/guards/require-auth";
import { PublicLayout } from "../../app/layouts/public-layout";
import { HomePage } from "./home-page";
import { LoginPage } from "./login-page";
import { ProfilePage } from "./profile-page";
import { RegisterPage } from "./register-page";
import { StorePlaceholder } from "./store-placeholder";

/** The storefront (S2 public layout): its own lazily loaded chunk. */
export default function StoreArea() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="order" element={<StorePlaceholder title="Menu" />} />
        <Route path="item/:id" element={<StorePlaceholder title="Detail Produk" />} />
        <Route path="cart" element={<StorePlaceholder title="Keranjang" />} />
        <Route path="checkout" element={<StorePlaceholder title="Checkout" />} />
        <Route path="payment-success" element={<StorePlaceholder title="Pembayaran Berhasil" />} />
        <Route path="about" element={<StorePlaceholder title="Tentang Kami" />} />
        <Route path="catering" element={<StorePlaceholder title="Katering" />} />
        <Route path="franchise" element={<StorePlaceholder title="Franchise" />} />
        <Route path="contact" element={<StorePlaceholder title="Kontak" />} />
        <Route element={<GuestOnly fullScreen={false} />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
        <Route element={<RequireAuth fullScreen={false} />}>
          <Route path="profile" element={<ProfilePage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
