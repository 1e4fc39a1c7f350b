import { loginRedirectFor } from "@kedai/shared";
import { Link, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { LoginForm } from "../../features/auth/components/login-form";
import { AuthCard } from "./auth-card";

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Masuk"
      subtitle="Masuk untuk melihat pesanan, poin, dan alamat tersimpan Anda."
      footer={
        <>
          Belum punya akun?{" "}
          <Link to={paths.store.register} className="font-semibold text-amber-700 hover:underline">
            Daftar sekarang
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={(user) => navigate(loginRedirectFor(user), { replace: true })} />
    </AuthCard>
  );
}
