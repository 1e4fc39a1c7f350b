import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkModules } from "./vite-plugins/chunk-modules";
import { posPrecache } from "./vite-plugins/pos-precache";
import { precompress } from "./vite-plugins/precompress";

export default defineConfig(({ mode }) => {
  // The API target is configurable so two engineers (or a test run) can point the dev server at
  // different backends without both fighting over port 3000.
  const env = loadEnv(mode, ".", "VITE_");
  const target = env.VITE_API_TARGET || "http://localhost:3000";

  const tillFiles = posPrecache();

  return {
    plugins: [
      react(),
      tailwindcss(),
      tillFiles.plugin,
      // The till (/pos) installs as an app and opens without network (docs/decisions/
      // 0029-till-offline-first.md). The worker is registered by the POS area only, so a storefront
      // visitor downloads nothing more; it answers navigations under /pos from its precache and
      // leaves every other page and every /api call to the network.
      VitePWA({
        injectRegister: false,
        registerType: "autoUpdate",
        manifestFilename: "pos.webmanifest",
        manifest: {
          id: "/pos",
          name: "Kedai Kasir",
          short_name: "Kasir",
          description: "Kasir Kedai: tetap berjualan saat jaringan putus.",
          lang: "id",
          start_url: "/pos",
          scope: "/",
          display: "standalone",
          orientation: "any",
          background_color: "#f5f5f4",
          theme_color: "#d97706",
          icons: [
            { src: "/pos-icon-192.png", sizes: "192x192", type: "image/png" },
            { src: "/pos-icon-512.png", sizes: "512x512", type: "image/png" },
            { src: "/pos-icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        workbox: {
          globPatterns: ["index.html", "assets/*.{js,css}", "favicon.svg"],
          manifestTransforms: [tillFiles.filter],
          navigateFallback: "index.html",
          navigateFallbackAllowlist: [/^\/pos(\/|$)/],
          navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          // Menu pictures: the till shows the last copy it saw while offline; a new upload has a
          // new name, so a kept copy is never out of date. API answers are never cached here: the
          // data layer keeps them (TanStack Query's persister) and knows when they are stale.
          runtimeCaching: [
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/uploads/"),
              handler: "CacheFirst",
              options: { cacheName: "menu-pictures", expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
            },
          ],
        },
      }),
      tillFiles.unlinkManifest,
      chunkModules(),
      precompress(),
    ],
    server: {
      proxy: {
        "/api": { target, changeOrigin: true },
        "/uploads": { target, changeOrigin: true },
      },
    },
    build: {
      outDir: "dist",
      manifest: true,
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // Named vendor chunks change only when a dependency is upgraded, so browsers keep them
          // cached across our deployments; the area chunks (store, admin, pos, member, staff)
          // come from the lazy imports in src/app/router.tsx.
          codeSplitting: {
            groups: [
              {
                name: "vendor",
                // Not TanStack's persister: only the till loads it (lib/till-queries.ts), nor the older
                // query-core installed inside it (a path with a second node_modules).
                test: (id) =>
                  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/.test(
                    id,
                  ) && id.split("node_modules").length === 2,
              },
              // Loaded with the first toast, not with the first page (lib/toast.ts).
              { name: "toasts", test: /node_modules[\\/](react-toastify|clsx)[\\/]/ },
              { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
              { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
              // Everything the entry imports statically (router, providers, the storefront's layout,
              // home and menu) in one file: left to itself the bundler cut it into some forty pieces
              // of under a kilobyte, each shared with a different set of lazy chunks, and small files
              // compress worse and cost a request each (docs/decisions/0051-…). The entry itself (index.html
              // and main.tsx) stays in its own small chunk, so the build's manifest still names it.
              { name: "shell", tags: ["$initial"], test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id) },
            ],
          },
        },
      },
    },
  };
});
