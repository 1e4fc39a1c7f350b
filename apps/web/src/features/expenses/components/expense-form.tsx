import { zodResolver } from "@hookform/resolvers/zod";
import { type EntityName, type ExpenseBody, type ExpenseInput, expenseBody } from "@kedai/shared";
import { Save } from "lucide-react";
import { type DefaultValues, useForm } from "react-hook-form";
import { Button, ErrorAlert, namedOptions, SelectField, TextareaField, TextField } from "../../../components/ui";
import { toOptionalNumber } from "../../../lib/form-numbers";
import { todayKey } from "../../../lib/format";

/** Nothing typed or chosen yet, dated today (the business time zone's today). */
const emptyExpense = (): DefaultValues<ExpenseInput> => ({
  amount: "",
  category: "",
  date: todayKey(),
  description: "",
});

/**
 * An expense: amount in whole rupiah and category required ('Jumlah dan Kategori wajib diisi.'),
 * the day (default today) and notes. Checked with the contract the server uses.
 */
export function ExpenseForm({
  categories,
  saving,
  onSubmit,
}: {
  categories: readonly EntityName[];
  saving: boolean;
  /** Resolves true when the expense was recorded (the form then empties). */
  onSubmit: (body: ExpenseBody) => Promise<boolean>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ExpenseInput, unknown, ExpenseBody>({
    resolver: zodResolver(expenseBody),
    defaultValues: emptyExpense(),
  });
  const messages = [
    ...new Set([errors.amount, errors.category, errors.date, errors.description].map((e) => e?.message)),
  ].filter((message): message is string => Boolean(message));

  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) reset(emptyExpense());
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Catat pengeluaran" className="space-y-4">
      {messages.length > 0 ? <ErrorAlert>{messages.join(" ")}</ErrorAlert> : null}
      <TextField
        id="expense-amount"
        label="Jumlah (Rp)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        invalid={Boolean(errors.amount)}
        {...register("amount", { setValueAs: toOptionalNumber })}
      />
      <SelectField
        id="expense-category"
        label="Kategori"
        required
        placeholder="Pilih kategori"
        options={namedOptions(categories)}
        invalid={Boolean(errors.category)}
        {...register("category")}
      />
      <TextField
        id="expense-date"
        label="Tanggal"
        type="date"
        required
        invalid={Boolean(errors.date)}
        {...register("date")}
      />
      <TextareaField id="expense-description" label="Catatan" rows={2} {...register("description")} />
      <Button type="submit" busy={saving} busyText="Menyimpan..." icon={<Save aria-hidden="true" className="size-4" />}>
        Simpan Pengeluaran
      </Button>
    </form>
  );
}
