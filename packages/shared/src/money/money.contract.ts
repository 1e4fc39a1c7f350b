import { z } from "zod";
import { formatRupiah } from "./rupiah";

/**
 * The largest amount any money field takes (a price, a fee, an expense, a salary, a drawer's
 * cash, a stock cost): Rp 1.000.000.000. Far above anything a crepe outlet sees, and far below
 * where a figure stops being exact in JavaScript, so a typo such as Rp 999.999.999.999.999 is
 * refused with this figure in its message instead of being stored or shown rounded.
 */
export const MAX_RUPIAH = 1_000_000_000;

/** Empty text means "not filled in"; a numeric text (a form field, a multipart body) becomes a number. */
export function numberFromForm(value: unknown): unknown {
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return undefined;
    const parsed = Number(text);
    return Number.isNaN(parsed) ? value : parsed;
  }
  return value === null ? undefined : value;
}

export type RupiahAmountOptions = {
  /** Smallest allowed (default 0): 1 makes it "lebih dari 0" for whole rupiah. */
  min?: number;
  max?: number;
  /** Decimals allowed (per-unit costs); default whole rupiah. */
  decimals?: boolean;
  /**
   * A numeric text is read as a number and an empty one as missing: bodies a form posts as text
   * (multipart). JSON endpoints leave it off and refuse "1000" as they refuse "seribu".
   */
  fromText?: boolean;
  /** Overrides: the field's own 'wajib diisi' and a single message for every other refusal. */
  required?: string;
  invalid?: string;
};

/**
 * The one schema of a money field, with Indonesian messages that name it: "{label} wajib diisi.",
 * "{label} harus berupa angka.", "{label} harus berupa bilangan bulat rupiah.", "{label} tidak boleh
 * negatif." / "{label} harus lebih dari 0." and "{label} maksimal Rp 1.000.000.000.".
 */
export function rupiahAmount(label: string, options: RupiahAmountOptions = {}) {
  const { min = 0, max = MAX_RUPIAH, decimals = false, fromText = false, required, invalid } = options;
  const minMessage =
    min === 0
      ? `${label} tidak boleh negatif.`
      : min === 1 && !decimals
        ? `${label} harus lebih dari 0.`
        : `${label} minimal ${formatRupiah(min)}.`;
  let amount = z
    .number({
      error: (issue) =>
        issue.input === undefined ? (required ?? `${label} wajib diisi.`) : (invalid ?? `${label} harus berupa angka.`),
    })
    .min(min, invalid ?? minMessage)
    .max(max, `${label} maksimal ${formatRupiah(max)}.`);
  if (!decimals) amount = amount.int(invalid ?? `${label} harus berupa bilangan bulat rupiah.`);
  return fromText ? z.preprocess(numberFromForm, amount) : amount;
}
