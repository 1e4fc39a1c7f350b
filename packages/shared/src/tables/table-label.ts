/**
 * How screens name a table: "Meja 5" whether the admin called it "5" or "Meja 5" (the demo data
 * and the form's example do the latter), and a name of its own ("Teras", "VIP 2") with the word
 * in front, so no screen reads "Meja Meja 5".
 */
export function tableLabel(name: string): string {
  const trimmed = name.trim();
  return /^meja\b/i.test(trimmed) ? trimmed : `Meja ${trimmed}`;
}
