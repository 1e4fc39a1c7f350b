import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextareaField, TextField } from "../../../components/ui/field";
import { messageOf } from "../../../lib/api";
import { todayKey } from "../../../lib/format";
import { submitCatering } from "../api/submit-catering";

export const CATERING_FIELDS_REQUIRED = "Semua kolom wajib diisi.";
export const CATERING_FAILED = "Gagal mengirim permintaan katering. Mohon coba lagi.";
const CATERING_SENT =
  "Terima kasih! Permintaan katering Anda sudah kami terima. Tim kami akan segera menghubungi Anda.";

const EMPTY = { name: "", email: "", phone: "", eventDate: "", guestCount: "", address: "", message: "" };
type Values = typeof EMPTY;

/** Every field is required; a guest count is a whole number of at least 1. */
export function cateringProblem(values: Values): string | null {
  if (Object.values(values).some((value) => !value.trim())) return CATERING_FIELDS_REQUIRED;
  const guests = Number(values.guestCount);
  if (!Number.isInteger(guests) || guests < 1) return "Jumlah tamu harus berupa angka 1 atau lebih.";
  return null;
}

export function CateringForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const field = (key: keyof Values) => ({
    id: `catering-${key}`,
    required: true,
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
    invalid: Boolean(problem && !values[key].trim()),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = cateringProblem(values);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      const answer = await submitCatering({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        eventDate: values.eventDate,
        guestCount: Number(values.guestCount),
        address: values.address.trim(),
        message: values.message.trim(),
      });
      setConfirmation(answer?.message || CATERING_SENT);
      setValues(EMPTY);
    } catch (error) {
      setProblem(messageOf(error, CATERING_FAILED));
    } finally {
      setSending(false);
    }
  }

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
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      <TextField label="Nama" autoComplete="name" {...field("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField label="Nomor Telepon" type="tel" autoComplete="tel" {...field("phone")} />
        <TextField label="Tanggal Acara" type="date" min={todayKey()} {...field("eventDate")} />
        <TextField label="Jumlah Tamu" type="number" inputMode="numeric" min={1} {...field("guestCount")} />
      </div>
      <TextField label="Lokasi Acara" {...field("address")} />
      <TextareaField label="Detail Pesanan" rows={4} {...field("message")} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={sending} busyText="Mengirim...">
        Kirim Permintaan
      </Button>
    </form>
  );
}
