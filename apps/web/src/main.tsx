// Sets Zod's Indonesian locale before any form schema runs (side effect of the shared entry).
import "@kedai/shared";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { createAppRouter, preloadArea } from "./app/router";
import { loadBusinessTimeZone } from "./lib/business-time-zone";

const container = document.getElementById("root");

if (!container) {
  // Without the mount point nothing can render; say so loudly for whoever opens the console.
  console.error("FATAL: elemen #root tidak ditemukan di index.html; aplikasi tidak dapat dimuat.");
} else {
  // Dates are shown in the shop's time zone from the first screen on; the till's code is there
  // before its first render when it is what opens (app/router.tsx).
  await Promise.all([loadBusinessTimeZone(), preloadArea(window.location.pathname)]);
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}
