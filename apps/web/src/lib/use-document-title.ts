import { useEffect } from "react";

/** Sets the browser tab title to "{title} · Kedai" while the screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Kedai`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
