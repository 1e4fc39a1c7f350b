import { type ProfileUser, registerBody } from "@kedai/shared";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { Button, ErrorAlert, TextField } from "../../../components/ui";
import { isApiError, messageOf } from "../../../lib/api";
import { useAppForm } from "../../../lib/use-app-form";
import { useAuth } from "../auth-context";

const REGISTER_FAILED = "Registrasi gagal. Mohon coba lagi.";

type RegisterInput = z.input<typeof registerBody>;
type RegisterOutput = z.output<typeof registerBody>;
const FIELDS = ["name", "email", "phone", "password"] as const;

/** Customer sign-up. On success the new customer is signed in (docs/business-rules.md#accounts). */
export function RegisterForm({ onSignedIn }: { onSignedIn: (user: ProfileUser) => void }) {
  const { register: signUp } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    setError,
    errors,
    submitting: isSubmitting,
    submit: onSubmit,
  } = useAppForm<RegisterInput, RegisterOutput>({
    schema: registerBody,
    defaultValues: { name: "", email: "", phone: "", password: "" },
    onValid: async (values) => {
      setFailure(null);
      try {
        const user = await signUp(values);
        if (user) onSignedIn(user);
      } catch (error) {
        // Field-level answers (e.g. the email is taken) belong next to the field as well.
        if (isApiError(error) && error.fields) {
          for (const field of FIELDS) {
            const message = error.fields[field];
            if (message) setError(field, { message });
          }
        }
        setFailure(messageOf(error, REGISTER_FAILED));
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <TextField
        id="register-name"
        label="Nama Lengkap"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        id="register-phone"
        label="Nomor Telepon"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="08xxxxxxxxxx"
        required
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="Minimal 6 karakter"
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
        icon={<UserPlus aria-hidden="true" className="size-4" />}
      >
        Daftar
      </Button>
    </form>
  );
}
