import { useSyncExternalStore } from "react";

/** True while the CSS media query matches; re-renders when it flips (e.g. the 768 px sidebar rule). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below this width (768 px) the admin sidebar collapses into a toggle. */
export const DESKTOP_QUERY = "(min-width: 768px)";
