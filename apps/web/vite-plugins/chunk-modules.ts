import { relative } from "node:path";
import type { Plugin } from "vite";

/** Where the build writes it, beside Vite's own manifest (the server never serves dot folders). */
export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json";

/**
 * Writes which source modules each built JavaScript file holds (paths from the project root,
 * node_modules included), next to Vite's manifest, which names the files and their imports but not
 * what is inside them. With both, a test can tell whether back-office code reaches the storefront's
 * first load (src/app/first-load.test.ts).
 */
export function chunkModules(): Plugin {
  let root = "";
  return {
    name: "kedai-chunk-modules",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        modules[fileName] = output.moduleIds
          .filter((id) => !id.startsWith("\0"))
          .map((id) => relative(root, id.split("?")[0]).split("\\").join("/"));
      }
      this.emitFile({ type: "asset", fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules, null, 1) });
    },
  };
}
