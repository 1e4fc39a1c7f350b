import type { Plugin, Rollup } from "vite";
import type { ManifestTransform } from "workbox-build";

/** The lazy areas the till never opens: their chunks stay out of the service worker's precache. */
const OTHER_AREAS = /[\\/]src[\\/]routes[\\/](store|admin|member|staff|setup)[\\/]/;

/**
 * Which built files the till needs to open without network: the entry with everything it imports
 * and lazily loads (the POS area, its modals, the toasts), minus the other areas and whatever only
 * they load. Read from the bundle graph rather than guessed from file names, so a new chunk the
 * POS loads is precached without anyone listing it. `filter` feeds Workbox's manifestTransforms,
 * which run after the bundle is written.
 */
export function posPrecache(): { plugin: Plugin; filter: ManifestTransform; unlinkManifest: Plugin } {
  const kept = new Set<string>();
  const plugin: Plugin = {
    name: "kedai-pos-precache",
    apply: "build",
    generateBundle(_options, bundle) {
      kept.clear();
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === "chunk") chunks.set(fileName, output);
      }
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || kept.has(fileName)) return;
        if (chunk.facadeModuleId && OTHER_AREAS.test(chunk.facadeModuleId)) return;
        kept.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
    },
  };
  const filter: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => !entry.url.startsWith("assets/") || kept.has(entry.url)),
    warnings: [],
  });
  // vite-plugin-pwa links its manifest from index.html, which every page shares: the storefront
  // would then offer to install the till. The POS area links it itself (lib/till-install.ts).
  const unlinkManifest: Plugin = {
    name: "kedai-pos-manifest-on-pos-only",
    apply: "build",
    enforce: "post",
    transformIndexHtml: { order: "post", handler: (html) => html.replace(/<link rel="manifest"[^>]*>/, "") },
  };
  return { plugin, filter, unlinkManifest };
}
