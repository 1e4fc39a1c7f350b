import { type MemberProfileBody, type MemberProfileInput, memberProfileBody, type ProfileUser } from "@kedai/shared";
import { Save } from "lucide-react";
import { Button, EmailField, PhoneField, TextareaField, TextField } from "../../../components/ui";
import { isApiError, messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useAppForm } from "../../../lib/use-app-form";
import { useUpdateMemberProfile } from "../api/update-member-profile";

/**
 * The member's owner name, phone and outlet (all required); the email is shown, not editable.
 * Once saved, `onSaved` reloads the signed-in profile so the greeting and menu follow.
 */
export function MemberProfileForm({ user, onSaved }: { user: ProfileUser; onSaved: () => Promise<unknown> }) {
  const update = useUpdateMemberProfile();
  const { register, setError, errors, submit } = useAppForm<MemberProfileInput, MemberProfileBody>({
    schema: memberProfileBody,
    defaultValues: {
      name: user.name ?? user.fullName,
      phone: user.phone ?? "",
      outletName: user.outletName ?? "",
      outletAddress: user.outletAddress ?? "",
    },
    onValid: async (body) => {
      try {
        await update.mutateAsync(body);
        toast.success("Profil berhasil diperbarui!");
        await onSaved();
      } catch (error) {
        for (const [field, message] of Object.entries(isApiError(error) ? (error.fields ?? {}) : {})) {
          setError(field as keyof MemberProfileInput, { message });
        }
        toast.error(messageOf(error, "Gagal memperbarui profil."));
      }
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profil dan outlet" className="space-y-4">
      <TextField
        id="member-name"
        label="Nama Pemilik"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <EmailField id="member-email" value={user.email ?? ""} readOnly disabled hint="Email tidak dapat diubah." />
      <PhoneField id="member-phone" required error={errors.phone?.message} {...register("phone")} />
      <TextField
        id="member-outlet"
        label="Nama Outlet"
        required
        error={errors.outletName?.message}
        {...register("outletName")}
      />
      <TextareaField
        id="member-outlet-address"
        label="Alamat Outlet"
        required
        rows={3}
        error={errors.outletAddress?.message}
        {...register("outletAddress")}
      />
      <Button
        type="submit"
        busy={update.isPending}
        busyText="Menyimpan..."
        icon={<Save aria-hidden="true" className="size-4" />}
      >
        Simpan Profil
      </Button>
    </form>
  );
}
