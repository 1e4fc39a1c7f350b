import { type CustomerProfileBody, type CustomerProfileInput, customerProfileBody } from "@kedai/shared";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { EmailField, PhoneField, TextField } from "../../../components/ui/field";
import { toast } from "../../../lib/toast";
import { useAppForm } from "../../../lib/use-app-form";
import { updateProfile } from "../api/update-profile";

const PROFILE_SAVE_FAILED = "Gagal menyimpan profil.";

/** The customer's name, email and phone, all required and checked as the server checks them. */
export function ProfileForm({ initial, onSaved }: { initial: CustomerProfileInput; onSaved: () => Promise<unknown> }) {
  const { register, errors, submit, submitting, formError, showFailure } = useAppForm<
    CustomerProfileInput,
    CustomerProfileBody
  >({
    schema: customerProfileBody,
    defaultValues: initial,
    onValid: async (body) => {
      try {
        await updateProfile(body);
        await onSaved();
        toast.success("Profil berhasil disimpan.");
      } catch (error) {
        showFailure(error, PROFILE_SAVE_FAILED);
      }
    },
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <TextField
        id="profile-name"
        label="Nama"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <EmailField id="profile-email" required error={errors.email?.message} {...register("email")} />
      <PhoneField id="profile-phone" required error={errors.phone?.message} {...register("phone")} />
      <Button type="submit" busy={submitting} busyText="Menyimpan...">
        Simpan Profil
      </Button>
    </form>
  );
}
