/**
 * A phone number as every screen shows it (docs/business-rules.md#channels): an Indonesian number,
 * typed 0812…, 62812… or +62 812…, reads "+62 812-3456-7890"; anything else is shown as typed. What
 * is stored is what was typed: this is only how it is read.
 */
export function formatPhone(phone: string): string {
  const typed = phone.trim();
  const digits = typed.replace(/[\s().-]/g, "");
  const national = /^(?:\+?62|0)(8\d{6,12})$/.exec(digits)?.[1];
  if (!national) return typed;
  const parts = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return `+62 ${parts.join("-")}`;
}

/** The number a `tel:` or WhatsApp link dials: digits, with the country code (+62…). */
export function dialablePhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits.startsWith("0") ? `+62${digits.slice(1)}` : digits;
}
