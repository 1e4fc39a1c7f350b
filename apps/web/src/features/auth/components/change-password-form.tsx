import { changePasswordBody, MIN_PASSWORD_LENGTH } from "@kedai/shared";
import { KeyRound } from "lucide-react";
import { z } from "zod";
import { Button, TextField } from "../../../components/ui";
import { isApiError, messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useAppForm } from "../../../lib/use-app-form";
import { useChangeCustomerPassword } from "../api/change-customer-password";
import { useChangePassword } from "../api/change-password";

/**
 * The back office and the member area word the same refusals differently; each keeps its own
 * words, and the member area changes the password through the customers' endpoint.
 */
const PASSWORD_FORM_TEXTS = {
  staff: {
    failed: "Gagal memperbarui password.",
    mismatch: "Password baru dan konfirmasi tidak cocok.",
    tooShort: "Password baru minimal harus 6 karakter.",
  },
  member: {
    failed: "Gagal mengubah password.",
    mismatch: "Konfirmasi password baru tidak cocok.",
    tooShort: "Password baru minimal 6 karakter.",
  },
} as const;

export type ChangePasswordAccount = keyof typeof PASSWORD_FORM_TEXTS;

function changePasswordForm(texts: (typeof PASSWORD_FORM_TEXTS)[ChangePasswordAccount]) {
  return changePasswordBody
    .extend({
      newPassword: z.string().min(MIN_PASSWORD_LENGTH, texts.tooShort),
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ["confirmPassword"],
      message: texts.mismatch,
    });
}
type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordForm>>;

/** Profile and security: old password, new password (min 6) and its confirmation. */
export function ChangePasswordForm({ account = "staff" }: { account?: ChangePasswordAccount }) {
  const texts = PASSWORD_FORM_TEXTS[account];
  const staffChange = useChangePassword();
  const memberChange = useChangeCustomerPassword();
  const changePassword = account === "member" ? memberChange : staffChange;
  const {
    register,
    reset,
    setError,
    errors,
    submitting: isSubmitting,
    submit: onSubmit,
  } = useAppForm<ChangePasswordValues>({
    schema: changePasswordForm(texts),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
    onValid: async ({ oldPassword, newPassword }) => {
      try {
        const answer = await changePassword.mutateAsync({ oldPassword, newPassword });
        toast.success(answer?.message || "Password berhasil diperbarui.");
        reset();
      } catch (error) {
        if (isApiError(error) && error.fields?.oldPassword)
          setError("oldPassword", { message: error.fields.oldPassword });
        toast.error(messageOf(error, texts.failed));
      }
    },
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
