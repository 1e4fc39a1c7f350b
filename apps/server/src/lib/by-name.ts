/**
 * Names as people read them, for sorting in code: "Budi" next to "budi", "Meja 2" before
 * "Meja 10" (Indonesian collation, numbers by value, case and accents ignored).
 */
export const byName = new Intl.Collator("id", { numeric: true, sensitivity: "base" });
