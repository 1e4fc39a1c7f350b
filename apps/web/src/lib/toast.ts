import type { ToastContent, ToastOptions } from "react-toastify";

/**
 * The app's toasts. The toast library (with the styles it carries in its JavaScript) is loaded the
 * first time a toast is shown, not with the first page: a customer opening the menu downloads no
 * code for messages nobody raised. A toast waits for the library and for its container
 * (app/layouts/area-toasts.tsx) to mount.
 */
type Library = typeof import("react-toastify");

let library: Promise<Library> | undefined;
const listeners = new Set<() => void>();

/** Loads the library once; tells the container to mount. */
function loadLibrary(): Promise<Library> {
  if (!library) {
    library = import("react-toastify");
    for (const listener of listeners) listener();
  }
  return library;
}

let markContainerMounted: () => void = () => undefined;
const containerMounted = new Promise<void>((resolve) => {
  markContainerMounted = resolve;
});

/**
 * For the container, once it is on the page: toasts are sent from then on. react-toastify hands the
 * toasts it holds to the first container that mounts; under StrictMode in development that one is
 * mounted, unmounted and mounted again, and the toasts went with the first (area-toasts-first.test.tsx).
 */
export const toastContainerMounted = () => markContainerMounted();

/** Whether a toast has been asked for yet (the container mounts from then on). */
export const toastsRequested = () => library !== undefined;

/** For the container: called once, when the first toast is asked for. */
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = "success" | "error" | "info" | "warn" | "warning";

const show =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): void => {
    void Promise.all([loadLibrary(), containerMounted]).then(([{ toast }]) => toast[kind](content, options));
  };

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warn: show("warn"),
  warning: show("warning"),
};
