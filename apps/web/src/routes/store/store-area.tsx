import { type ComponentType, lazy, Suspense } from "react";
import { Navigate, Outlet, Route, Routes } from "react-router";
import { GuestOnly } from "../../app/guards/guest-only";
import { RequireAuth } from "../../app/guards/require-auth";
import { PublicLayout } from "../../app/layouts/public-layout";
import { LoadingText } from "../../components/ui/spinner";
import { childPath, paths } from "../../config/paths";
import { HomePage } from "./home-page";
import { OrderPage } from "./order-page";

const at = (path: string) => childPath(paths.store.home, path);

/** A page in its own chunk: a visitor of `/` or `/order` never downloads the forms of the others. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const ItemPage = page(() => import("./item-page"), "ItemPage");
const CartPage = page(() => import("./cart-page"), "CartPage");
const CheckoutPage = page(() => import("./checkout-page"), "CheckoutPage");
const PaymentSuccessPage = page(() => import("./payment-success-page"), "PaymentSuccessPage");
const AboutPage = page(() => import("./about-page"), "AboutPage");
const CateringPage = page(() => import("./catering-page"), "CateringPage");
const FranchisePage = page(() => import("./franchise-page"), "FranchisePage");
const ContactPage = page(() => import("./contact-page"), "ContactPage");
const LoginPage = page(() => import("./login-page"), "LoginPage");
const RegisterPage = page(() => import("./register-page"), "RegisterPage");
const ProfilePage = page(() => import("./profile-page"), "ProfilePage");

function PageSuspense() {
  return (
    <Suspense fallback={<LoadingText />}>
      <Outlet />
    </Suspense>
  );
}

/** The storefront: its own lazily loaded chunk; the home and the menu come with it, the rest on demand. */
export default function StoreArea() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path={at(paths.store.homeAlias)} element={<HomePage />} />
        <Route path={at(paths.store.order)} element={<OrderPage />} />
        <Route element={<PageSuspense />}>
          <Route path={at(paths.store.item)} element={<ItemPage />} />
          <Route path={at(paths.store.cart)} element={<CartPage />} />
          <Route path={at(paths.store.checkout)} element={<CheckoutPage />} />
          <Route path={at(paths.store.paymentSuccess)} element={<PaymentSuccessPage />} />
          <Route path={at(paths.store.about)} element={<AboutPage />} />
          <Route path={at(paths.store.catering)} element={<CateringPage />} />
          <Route path={at(paths.store.franchise)} element={<FranchisePage />} />
          <Route path={at(paths.store.contact)} element={<ContactPage />} />
          <Route element={<GuestOnly fullScreen={false} />}>
            <Route path={at(paths.store.login)} element={<LoginPage />} />
            <Route path={at(paths.store.register)} element={<RegisterPage />} />
          </Route>
          <Route element={<RequireAuth fullScreen={false} />}>
            <Route path={at(paths.store.profile)} element={<ProfilePage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={paths.store.home} replace />} />
      </Route>
    </Routes>
  );
}
