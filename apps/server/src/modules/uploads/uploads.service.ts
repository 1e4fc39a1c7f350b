import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from "@kedai/shared";
import { AppError, badRequest } from "../../lib/app-error";

export type ImageKind = "png" | "jpg";
export type SavedImage = { url: string; filePath: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Names this module gives to stored files: 32 random hex characters, directly in uploads/. */
const UPLOADED_URL = /^\/uploads\/([0-9a-f]{32}\.(?:png|jpg))$/;

const uploadsDirOf = (dataDir: string) => join(dataDir, "uploads");

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", 413, { message: IMAGE_SIZE_MESSAGE, fields: { imageFile: IMAGE_SIZE_MESSAGE } });

/** By the file's first bytes, never its name or the browser's claimed type. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    return "png";
  if (bytes.length > JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE))
    return "jpg";
  return null;
}

/**
 * Reads an uploaded file part into memory (at most 2 MB, the multipart limit). Buffering first
 * means a file that fails a check never reaches the disk. An empty part (a form's file input
 * left blank) is null.
 */
export async function bufferImagePart(part: MultipartFile): Promise<Buffer | null> {
  const bytes = await bufferFilePart(part, tooLarge);
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
  if (bytes.length === 0 && !part.filename) return null;
  return bytes;
}

/** Reads an uploaded file part into memory; one cut off at the size limit is `tooLarge()`. */
export async function bufferFilePart(part: MultipartFile, tooLarge: () => AppError): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

/** Checks the picture and stores it as DATA_DIR/uploads/<random>.<png|jpg>, served at /uploads/<name>. */
export async function saveImageUpload(
  file: Buffer | { bytes: Buffer; truncated?: boolean },
  dataDir: string,
  field = "imageFile",
): Promise<SavedImage> {
  const bytes = Buffer.isBuffer(file) ? file : file.bytes;
  if ((!Buffer.isBuffer(file) && file.truncated) || bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
  const kind = detectImageKind(bytes);
  if (!kind) throw badRequest(IMAGE_TYPE_MESSAGE, field);
  const dir = uploadsDirOf(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.${kind}`;
  const filePath = join(dir, name);
  await writeFile(filePath, bytes, { flag: "wx" });
  return { url: `/uploads/${name}`, filePath };
}

/** Checks a picture without storing it, so a request can be refused before anything is written. */
export function assertImage(bytes: Buffer, field = "imageFile"): void {
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
  if (!detectImageKind(bytes)) throw badRequest(IMAGE_TYPE_MESSAGE, field);
}

/** The file name of a picture this module stored, or null for links, demo pictures and anything else. */
export function uploadedFileName(url: string | null | undefined): string | null {
  return url ? (UPLOADED_URL.exec(url)?.[1] ?? null) : null;
}

/**
 * Removes a picture this module stored (never links, never the shared demo pictures under
 * /uploads/demo/). Best effort: a file already gone is fine.
 */
export async function removeUploadedImage(url: string | null | undefined, dataDir: string): Promise<boolean> {
  const name = uploadedFileName(url);
  if (!name) return false;
  try {
    await unlink(join(uploadsDirOf(dataDir), name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}
