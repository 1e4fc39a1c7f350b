/**
 * Makes the till installable and able to open without network (docs/decisions/0029-till-offline-first.md):
 * links the POS web app manifest and registers the service worker the build generates. Called by
 * the POS area only, so the storefront neither downloads the till's files nor offers to install it.
 * Browsers allow a service worker only on HTTPS or localhost; elsewhere (a plain-HTTP shop LAN)
 * this does nothing and the till still keeps its data and its outbox while the page stays open.
 */
export function installTill(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  if (!window.isSecureContext) return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = "/pos.webmanifest";
    document.head.append(link);
  }
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
    // Not fatal: the till works online without it, and the next visit tries again.
  });
}
