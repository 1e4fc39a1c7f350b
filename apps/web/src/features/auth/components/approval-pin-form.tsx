import { type SetOwnPinBody, setOwnPinBody } from "@kedai/shared";
import { Button, TextField } from "../../../components/ui";
import { isApiError, messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useAppForm } from "../../../lib/use-app-form";
import { useSetOwnPin } from "../api/set-own-pin";

/**
 * The staff member's approval PIN (4–6 digits, ADR 0041): a manager's or admin's approves a large
 * discount or cancelling a paid order at the till. Set with one's password, so an unlocked till
 * cannot set it.
 */
export function ApprovalPinForm() {
  const setPin = useSetOwnPin();
  const { register, reset, setError, errors, submitting, submit } = useAppForm<SetOwnPinBody>({
    schema: setOwnPinBody,
    defaultValues: { pin: "", password: "" },
    onValid: async (values) => {
      try {
        const answer = await setPin.mutateAsync(values);
        toast.success(answer?.message || "PIN berhasil disimpan.");
        reset();
      } catch (error) {
        if (isApiError(error) && error.fields?.password) setError("password", { message: error.fields.password });
        toast.error(messageOf(error, "Gagal menyimpan PIN."));
      }
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id="approval-pin"
        label="PIN Baru"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint="4–6 angka"
        required
        error={errors.pin?.message}
        {...register("pin")}
      />
      <TextField
        id="approval-pin-password"
        label="Password Anda"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" busy={submitting} busyText="Menyimpan...">
        Simpan PIN
      </Button>
    </form>
  );
}
