/**
 * Whether an address Kedai prints or sends (a table's QR code, a payment's return address) opens on
 * a guest's phone (docs/business-rules.md#public-address). Such addresses are built from the
 * server's PUBLIC_URL, never from the address a browser happened to use; a PUBLIC_URL that is
 * missing or private (this machine, a local network) would print codes that open nowhere.
 */
export const PUBLIC_URL_MISSING =
  "Alamat publik toko (PUBLIC_URL) belum diatur, jadi QR code tidak dapat dibuka dari ponsel tamu. Minta admin server mengisinya.";

const privateAddressMessage = (host: string) =>
  `Alamat publik toko (PUBLIC_URL) memakai alamat lokal ${host} yang tidak dapat dibuka dari ponsel tamu. Minta admin server mengisinya dengan alamat internet toko.`;

/** The four numbers of a dotted IPv4 address, or null. */
function ipv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

/** localhost, 127/8, 10/8, 172.16/12, 192.168/16, link-local and unspecified addresses, IPv4 or IPv6. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host === "::1" || host === "::") return true;
  if (/^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host)) return true;
  const ip = ipv4(host);
  if (!ip) return false;
  const [a, b] = ip;
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/** Why `publicUrl` cannot go on paper or in a message, or null when a guest's phone can open it. */
export function publicUrlProblem(publicUrl: string | null | undefined): string | null {
  if (!publicUrl) return PUBLIC_URL_MISSING;
  // The host of an http(s) address (no URL class here: the shared code runs without the DOM's types).
  const host = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]+\]|[^/:?#]+)/i.exec(publicUrl.trim())?.[1];
  if (!host) return PUBLIC_URL_MISSING;
  return isPrivateHost(host) ? privateAddressMessage(host.replace(/^\[|\]$/g, "")) : null;
}
