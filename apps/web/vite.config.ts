import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { precompress } from "./vite-plugins/precompress";

export default defineConfig(({ mode }) => {
  // The API target is configurable so two engineers (or a test run) can point the dev server at
  // different backends without both fighting over port 3000.
  const env = loadEnv(mode, ".", "VITE_");
  const target = env.VITE_API_TARGET || "http://localhost:3000";

  return {
    plugins: [react(), tailwindcss(), precompress()],
    server: {
      proxy: {
        "/api": { target, changeOrigin: true },
        "/uploads": { target, changeOrigin: true },
      },
    },
    build: {
      outDir: "dist",
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
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              },
              // Loaded with the first toast, not with the first page (lib/toast.ts).
              { name: "toasts", test: /node_modules[\\/](react-toastify|clsx)[\\/]/ },
              { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
              { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
