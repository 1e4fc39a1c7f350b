import { existsSync, readdirSync } from "node:fs";
import { storedFiles } from "../src/db/schema";
import { uploadedFileName, uploadsDirOf } from "../src/modules/uploads/uploads.service";
import type { TestContext } from "./test-app";

/** Names of the pictures the app stored, wherever its engine keeps them (the table or the folder). */
export async function storedImageNames(ctx: TestContext): Promise<string[]> {
  if (ctx.database.engine === "postgres") {
    const rows = await ctx.database.db.select({ name: storedFiles.name }).from(storedFiles);
    return rows.map((row) => row.name).sort();
  }
  const dir = uploadsDirOf(ctx.env.DATA_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => uploadedFileName(`/uploads/${file}`) !== null)
    .sort();
}

/** The stored picture behind an /uploads/ URL, or null when it is gone. */
export const storedImage = (ctx: TestContext, url: string) => ctx.app.images.read(uploadedFileName(url) ?? "");
