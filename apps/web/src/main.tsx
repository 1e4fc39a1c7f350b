// Sets Zod's Indonesian locale before any form schema runs (side effect of the shared entry).
import "@kedai/shared";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { RedrawOnZone } from "./app/redraw-on-zone";
import { createAppRouter, preloadArea } from "./app/router";
import { loadBusinessTimeZone } from "./lib/business-time-zone";

const container = document.getElementById("root");

if (!container) {
  // Without the mount point nothing can render; say so loudly for whoever opens the console.
  console.error("FATAL: elemen #root tidak ditemukan di index.html; aplikasi tidak dapat dimuat.");
} else {
  // Drawn at once, without waiting for the server's business time zone (GET /api/config): the
  // zone last seen here, or the default, until it answers.
  const zoneChanged = loadBusinessTimeZone();
  // The till's code is there before its first render when it is what opens (app/router.tsx).
  await preloadArea(window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RedrawOnZone changed={zoneChanged}>
          <RouterProvider router={createAppRouter()} />
        </RedrawOnZone>
      </AppProviders>
    </StrictMode>,
  );
}
