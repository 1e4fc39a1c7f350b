import { CATERING_RECEIVED, type CateringBody, type CateringInput, cateringBody } from "@kedai/shared";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import type { DefaultValues } from "react-hook-form";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { DateField } from "../../../components/ui/date-input";
import { EmailField, PhoneField, TextareaField, TextField } from "../../../components/ui/field";
import { NumberField } from "../../../components/ui/number-input";
import { todayKey } from "../../../lib/format";
import { useAppForm } from "../../../lib/use-app-form";
import { submitCatering } from "../api/submit-catering";

const CATERING_FAILED = "Gagal mengirim permintaan katering. Mohon coba lagi.";

// The form is out of sight when it is reset (the confirmation shows), so its fields come back
// empty whatever reset leaves in them; an untyped guest count is "not given".
const EMPTY: DefaultValues<CateringInput> = {
  name: "",
  email: "",
  phone: "",
  eventDate: "",
  guestCount: undefined,
  address: "",
  message: "",
};

/** The catering request: every field required, checked as the server checks it; a guest count of at least 1. */
export function CateringForm() {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { register, control, reset, errors, submit, submitting, formError, showFailure } = useAppForm<
    CateringInput,
    CateringBody
  >({
    schema: cateringBody,
    defaultValues: EMPTY,
    onValid: async (body) => {
      try {
        const answer = await submitCatering(body);
        setConfirmation(answer?.message || CATERING_RECEIVED);
        reset(EMPTY);
      } catch (error) {
        showFailure(error, CATERING_FAILED);
      }
    },
  });

  if (confirmation) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-500" />
        <p className="font-medium text-stone-800">{confirmation}</p>
        <Button variant="secondary" onClick={() => setConfirmation(null)}>
          Kirim permintaan lain
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <TextField
        id="catering-name"
        label="Nama"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField id="catering-email" required error={errors.email?.message} {...register("email")} />
        <PhoneField id="catering-phone" required error={errors.phone?.message} {...register("phone")} />
        <DateField
          control={control}
          name="eventDate"
          id="catering-eventDate"
          label="Tanggal Acara"
          required
          min={todayKey()}
          error={errors.eventDate?.message}
        />
        <NumberField
          control={control}
          name="guestCount"
          id="catering-guestCount"
          label="Jumlah Tamu"
          decimals={0}
          required
          error={errors.guestCount?.message}
        />
      </div>
      <TextField
        id="catering-address"
        label="Lokasi Acara"
        required
        error={errors.address?.message}
        {...register("address")}
      />
      <TextareaField
        id="catering-message"
        label="Detail Pesanan"
        rows={4}
        required
        error={errors.message?.message}
        {...register("message")}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={submitting} busyText="Mengirim...">
        Kirim Permintaan
      </Button>
    </form>
  );
}
