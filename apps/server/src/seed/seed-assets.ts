import { copyFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedAssetsDir } from "../lib/paths";

/** Where the demo pictures live inside the uploads folder, and the URL the server serves them at. */
const DEMO_UPLOADS_SUBDIR = "demo";
export const demoUploadUrl = (file: string) => `/uploads/${DEMO_UPLOADS_SUBDIR}/${file}`;

export const DEMO_SITE_IMAGES = {
  logo: "logo.png",
  homeHero: "home-hero.webp",
  about: "about.webp",
} as const;

/**
 * Copies the named pictures into DATA_DIR/uploads/demo. A picture that is not there (a trimmed
 * install, or the folder still being filled) is skipped: the seed must never fail over an image,
 * and its URL then simply answers 404.
 */
export async function copySeedAssets(dataDir: string, files: readonly string[], sourceDir?: string | URL) {
  const from = sourceDir === undefined ? seedAssetsDir : toPath(sourceDir);
  const to = join(dataDir, "uploads", DEMO_UPLOADS_SUBDIR);
  await mkdir(to, { recursive: true });
  const results = await Promise.all(
    files.map(async (file) => {
      try {
        await copyFile(join(from, file), join(to, file));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    }),
  );
  return { copied: files.filter((_, i) => results[i]), skipped: files.filter((_, i) => !results[i]) };
}

function toPath(dir: string | URL): string {
  return dir instanceof URL ? fileURLToPath(dir) : dir;
}
