import { type LoginBody, loginBody, type ProfileUser } from "@kedai/shared";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { Button, ErrorAlert, TextField } from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { useAppForm } from "../../../lib/use-app-form";
import { useAuth } from "../auth-context";

const LOGIN_FAILED = "Kredensial salah atau gagal mengambil profil.";

export type LoginFormProps = {
  /** Called with the confirmed profile; the page decides where to go (loginRedirectFor). */
  onSignedIn: (user: ProfileUser) => void;
  /** Keeps ids unique if two forms ever share a page. */
  idPrefix?: string;
};

/** Username-or-email + password, shared by /login and /admin/login. */
export function LoginForm({ onSignedIn, idPrefix = "login" }: LoginFormProps) {
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    errors,
    submitting: isSubmitting,
    submit: onSubmit,
  } = useAppForm<LoginBody>({
    schema: loginBody,
    defaultValues: { username: "", password: "" },
    onValid: async (values) => {
      setFailure(null);
      try {
        const user = await login(values);
        // null: the profile could not be loaded; the provider already said so in a toast.
        if (user) onSignedIn(user);
      } catch (error) {
        setFailure(messageOf(error, LOGIN_FAILED));
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <TextField
        id={`${idPrefix}-username`}
        label="Username atau Email"
        autoComplete="username"
        autoCapitalize="none"
        placeholder="nama pengguna atau email@contoh.id"
        required
        error={errors.username?.message}
        {...register("username")}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <Button
        type="submit"
        className="w-full"
        size="lg"
        busy={isSubmitting}
        busyText="Memproses..."
        icon={<LogIn aria-hidden="true" className="size-4" />}
      >
        Masuk
      </Button>
    </form>
  );
}
