/**
 * The table a guest scanned (`/order?meja=<token>`), kept for this browser session so the
 * checkout orders to that table without asking for an outlet or time.
 */
const TABLE_TOKEN_KEY = "kedai.table";

export function rememberTableToken(token: string): void {
  try {
    sessionStorage.setItem(TABLE_TOKEN_KEY, token);
  } catch (error) {
    console.error("Gagal menyimpan kode meja.", error);
  }
}

export function readTableToken(): string | null {
  try {
    return sessionStorage.getItem(TABLE_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function forgetTableToken(): void {
  try {
    sessionStorage.removeItem(TABLE_TOKEN_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
