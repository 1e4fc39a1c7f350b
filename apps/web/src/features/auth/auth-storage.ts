import type { ProfileUser } from "@kedai/shared";

/** Where the signed-in user is remembered between visits (local storage). */
export const USER_STORAGE_KEY = "kedai.user";

/** Only values that look like a profile count; anything else is a stale or tampered entry. */
export function isProfileUser(value: unknown): value is ProfileUser {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate._id === "string" &&
    candidate._id.length > 0 &&
    typeof candidate.role === "string" &&
    (typeof candidate.fullName === "string" || typeof candidate.username === "string")
  );
}

/** The remembered user, or null. A corrupted value is removed so it cannot break the next load. */
export function readStoredUser(): ProfileUser | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as a guest
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isProfileUser(parsed)) return parsed;
  } catch {
    // fall through: unparsable JSON
  }
  clearStoredUser();
  return null;
}

export function storeUser(user: ProfileUser): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch (error) {
    console.error("Gagal menyimpan sesi pengguna di perangkat.", error);
  }
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // nothing to clear when storage is blocked
  }
}
