import { useCallback, useSyncExternalStore } from "react";

/**
 * A setting of this device (the till's receipt paper, how product tiles look), kept in local storage
 * so it survives a reload and applies to whoever signs in there. Reading or writing never throws:
 * without storage (private mode, full quota) the choice lasts until the page is left.
 */
const CHANGED_EVENT = "kedai:device-choice";
const unsaved = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? unsaved.get(key) ?? null;
  } catch {
    return unsaved.get(key) ?? null;
  }
}

function subscribe(onChange: () => void): () => void {
  // "storage" tells of a change in another tab, CHANGED_EVENT of one in this tab.
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

/** The stored choice under `key` when it is one of `choices`, else `fallback`; and a setter. */
export function useDeviceChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const value = choices.includes(stored as T) ? (stored as T) : fallback;
  const set = useCallback(
    (next: T) => {
      unsaved.set(key, next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Kept in memory only (see above).
      }
      window.dispatchEvent(new Event(CHANGED_EVENT));
    },
    [key],
  );
  return [value, set];
}
