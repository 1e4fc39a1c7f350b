import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordBody } from "@kedai/shared";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { z } from "zod";
import { Button, TextField } from "../../../components/ui";
import { isApiError, messageOf } from "../../../lib/api";
import { useChangePassword } from "../api/change-password";

const CHANGE_PASSWORD_FAILED = "Gagal memperbarui password.";
const PASSWORD_MISMATCH = "Password baru dan konfirmasi tidak cocok.";

const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_MISMATCH,
  });
type ChangePasswordValues = z.infer<typeof changePasswordForm>;

/** Profile and security: old password, new password (min 6) and its confirmation. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const answer = await changePassword.mutateAsync({ oldPassword, newPassword });
      toast.success(answer?.message || "Password berhasil diperbarui.");
      reset();
    } catch (error) {
      if (isApiError(error) && error.fields?.oldPassword)
        setError("oldPassword", { message: error.fields.oldPassword });
      toast.error(messageOf(error, CHANGE_PASSWORD_FAILED));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id="password-old"
        label="Password Lama"
        type="password"
        autoComplete="current-password"
        required
        error={errors.oldPassword?.message}
        {...register("oldPassword")}
      />
      <TextField
        id="password-new"
        label="Password Baru"
        type="password"
        autoComplete="new-password"
        hint="Minimal 6 karakter"
        required
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <TextField
        id="password-confirm"
        label="Konfirmasi Password Baru"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button
        type="submit"
        busy={isSubmitting}
        busyText="Menyimpan..."
        icon={<KeyRound aria-hidden="true" className="size-4" />}
      >
        Ubah Password
      </Button>
    </form>
  );
}
