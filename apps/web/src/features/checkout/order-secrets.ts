/**
 * The secrets of the orders this browser placed as a guest (POST /orders answers `accessToken`):
 * the server serves an order's payment and its status only to whoever shows it, since order ids
 * can be guessed. Kept per order id in localStorage, the latest few only.
 */
const STORAGE_KEY = "kedai:order-secrets";
const KEEP = 20;

type Secrets = Record<string, string>;

function read(): Secrets {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Secrets) : {};
  } catch {
    return {};
  }
}

export function rememberOrderSecret(orderId: string, accessToken: string): void {
  const kept = Object.entries(read()).filter(([id]) => id !== orderId);
  const next = Object.fromEntries([...kept.slice(-(KEEP - 1)), [orderId, accessToken]]);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the confirmation link still carries the secret.
  }
}

export function orderSecretOf(orderId: string): string | undefined {
  const secret = read()[orderId];
  return typeof secret === "string" ? secret : undefined;
}
