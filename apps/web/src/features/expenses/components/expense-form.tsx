import { type EntityName, type ExpenseBody, type ExpenseInput, expenseBody } from "@kedai/shared";
import { Save } from "lucide-react";
import type { DefaultValues } from "react-hook-form";
import {
  Button,
  DateField,
  ErrorAlert,
  namedOptions,
  RupiahField,
  SelectField,
  TextareaField,
} from "../../../components/ui";
import { todayKey } from "../../../lib/format";
import { useAppForm } from "../../../lib/use-app-form";

/** Nothing typed or chosen yet, dated today (the business time zone's today). */
const emptyExpense = (): DefaultValues<ExpenseInput> => ({
  amount: undefined,
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
  const { register, control, reset, errors, submit, submitting } = useAppForm<ExpenseInput, ExpenseBody>({
    schema: expenseBody,
    defaultValues: emptyExpense(),
    onValid: async (body) => {
      if (await onSubmit(body)) reset(emptyExpense());
    },
  });
  const messages = [
    ...new Set([errors.amount, errors.category, errors.date, errors.description].map((e) => e?.message)),
  ].filter((message): message is string => Boolean(message));

  return (
    <form onSubmit={submit} noValidate aria-label="Catat pengeluaran" className="space-y-4">
      {messages.length > 0 ? <ErrorAlert>{messages.join(" ")}</ErrorAlert> : null}
      <RupiahField
        control={control}
        name="amount"
        id="expense-amount"
        label="Jumlah (Rp)"
        required
        invalid={Boolean(errors.amount)}
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
      <DateField
        control={control}
        name="date"
        id="expense-date"
        label="Tanggal"
        required
        invalid={Boolean(errors.date)}
      />
      <TextareaField id="expense-description" label="Catatan" rows={2} {...register("description")} />
      <Button
        type="submit"
        busy={saving || submitting}
        busyText="Menyimpan..."
        icon={<Save aria-hidden="true" className="size-4" />}
      >
        Simpan Pengeluaran
      </Button>
    </form>
  );
}
