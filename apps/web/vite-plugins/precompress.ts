import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` (brotli, highest quality) and `.gz` (gzip level 9) copies next to every text file
 * of the build, once at build time, so the server sends them to browsers that accept them
 * without compressing on each request. A copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "kedai-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const original = await readFile(path);
          if (original.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(original, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
              },
            }),
            gzipAsync(original, { level: 9 }),
          ]);
          if (br.length < original.length) await writeFile(`${path}.br`, br);
          if (gz.length < original.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
