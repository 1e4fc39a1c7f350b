import { type FormEvent, useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { type ProfileChanges, updateProfile } from "../api/update-profile";

export const PROFILE_FIELDS_REQUIRED = "Nama, email, dan nomor telepon wajib diisi.";
const PROFILE_SAVE_FAILED = "Gagal menyimpan profil.";

export function ProfileForm({ initial, onSaved }: { initial: ProfileChanges; onSaved: () => Promise<unknown> }) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof ProfileChanges) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() };
    if (!trimmed.name || !trimmed.phone || !trimmed.email) {
      setProblem(PROFILE_FIELDS_REQUIRED);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await updateProfile(trimmed);
      await onSaved();
      toast.success("Profil berhasil disimpan.");
    } catch (error) {
      setProblem(messageOf(error, PROFILE_SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      <TextField
        id="profile-name"
        label="Nama"
        required
        autoComplete="name"
        value={values.name}
        onChange={set("name")}
      />
      <TextField
        id="profile-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
      />
      <TextField
        id="profile-phone"
        label="Nomor Telepon"
        type="tel"
        required
        autoComplete="tel"
        value={values.phone}
        onChange={set("phone")}
      />
      <Button type="submit" busy={saving} busyText="Menyimpan...">
        Simpan Profil
      </Button>
    </form>
  );
}
