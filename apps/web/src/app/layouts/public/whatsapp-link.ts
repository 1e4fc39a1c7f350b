/**
 * wa.me wants the number in international form without "+" or a leading 0: owners usually type
 * "0812..." in settings, which wa.me would not find, so a leading 0 becomes Indonesia's 62.
 */
function whatsappNumber(contactNumber: string): string {
  const digits = contactNumber.replace(/\D/g, "");
  return digits.startsWith("0") ? `62${digits.slice(1)}` : digits;
}

/** The floating chat button's link, or null when no contact number is set (button hidden). */
export function chatLinkFor(contactNumber: string, companyName: string): string | null {
  const number = whatsappNumber(contactNumber);
  if (!number) return null;
  const greeting = `Halo ${companyName || "Kedai"}, saya ingin bertanya...`;
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
