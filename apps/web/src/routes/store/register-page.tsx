import { loginRedirectFor } from "@kedai/shared";
import { Link, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { RegisterForm } from "../../features/auth/components/register-form";
import { AuthCard } from "./auth-card";

export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Daftar Akun"
      subtitle="Kumpulkan poin dari setiap pesanan dan simpan alamat pengiriman Anda."
      footer={
        <>
          Sudah punya akun?{" "}
          <Link to={paths.store.login} className="font-semibold text-amber-700 hover:underline">
            Masuk di sini
          </Link>
        </>
      }
    >
      <RegisterForm onSignedIn={(user) => navigate(loginRedirectFor(user), { replace: true })} />
    </AuthCard>
  );
}
