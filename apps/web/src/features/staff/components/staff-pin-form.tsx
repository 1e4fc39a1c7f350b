import { type SetStaffPinBody, setStaffPinBody } from "@kedai/shared";
import { Button, TextField } from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useAppForm } from "../../../lib/use-app-form";
import { useSetStaffPin } from "../api/set-staff-pin";

/**
 * An admin sets (or resets, when it is forgotten) a staff account's approval PIN (ADR 0041): a
 * manager's or admin's approves a large discount or cancelling a paid order at the till.
 */
export function StaffPinForm({ staffId, name }: { staffId: string; name: string }) {
  const setPin = useSetStaffPin();
  const { register, reset, errors, submitting, submit } = useAppForm<SetStaffPinBody>({
    schema: setStaffPinBody,
    defaultValues: { pin: "" },
    onValid: async (body) => {
      try {
        await setPin.mutateAsync({ id: staffId, body });
        toast.success(`PIN ${name} berhasil disimpan.`);
        reset();
      } catch (error) {
        toast.error(messageOf(error, "Gagal menyimpan PIN."));
      }
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        id={`staff-pin-${staffId}`}
        label="PIN Baru"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint="4–6 angka"
        required
        error={errors.pin?.message}
        {...register("pin")}
      />
      <Button type="submit" busy={submitting} busyText="Menyimpan...">
        Simpan PIN
      </Button>
    </form>
  );
}
