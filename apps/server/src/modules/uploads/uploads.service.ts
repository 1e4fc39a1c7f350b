import { randomBytes } from "node:crypto";
import { readdir, readFile, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE_PX,
} from "@kedai/shared";
import type { DatabaseHandle } from "../../db/client";
import { AppError, badRequest } from "../../lib/app-error";
import { fileBackend, type StoredFile } from "./file-backend";
import { type ImageDimensions, imageDimensions } from "./image-dimensions";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded pictures, in the store the database engine calls for. */
    images: ImageStore;
  }
}

export type ImageKind = "png" | "jpg";

const CONTENT_TYPES: Record<ImageKind, string> = { png: "image/png", jpg: "image/jpeg" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Names this module gives to stored pictures: 32 random hex characters and the kind, directly under /uploads/. */
const UPLOADED_NAME_PATTERN = "[0-9a-f]{32}\\.(?:png|jpg)";
const UPLOADED_NAME = new RegExp(`^${UPLOADED_NAME_PATTERN}$`);
const UPLOADED_URL = new RegExp(`^/uploads/(${UPLOADED_NAME_PATTERN})$`);
/** The route that serves them; anything else under /uploads/ (the demo pictures) is a plain file. */
export const UPLOADED_ROUTE = `/uploads/:name(^${UPLOADED_NAME_PATTERN}$)`;

/** Where the embedded database's installs keep uploads, and where the demo pictures are copied. */
export const uploadsDirOf = (dataDir: string) => join(dataDir, "uploads");

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", { message: IMAGE_SIZE_MESSAGE, fields: { imageFile: IMAGE_SIZE_MESSAGE } });

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

/** Whether a picture of this size may be stored, and so decoded: at most MAX_IMAGE_SIDE_PX each way. */
export const withinImageBounds = ({ width, height }: ImageDimensions) =>
  width <= MAX_IMAGE_SIDE_PX && height <= MAX_IMAGE_SIDE_PX;

/**
 * Checks a picture without storing it, so a request can be refused before anything is written:
 * its bytes, its kind by its first bytes, and its width and height by its header, read before
 * anything decodes it (a 31 KB PNG can declare 16000 × 16000 pixels). Answers its kind.
 */
export function assertImage(bytes: Buffer, field = "imageFile"): ImageKind {
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
  const kind = detectImageKind(bytes);
  if (!kind) throw badRequest(IMAGE_TYPE_MESSAGE, field);
  const dimensions = imageDimensions(bytes);
  if (!dimensions) throw badRequest(IMAGE_UNREADABLE_MESSAGE, field);
  if (!withinImageBounds(dimensions)) throw badRequest(IMAGE_DIMENSIONS_MESSAGE, field);
  return kind;
}

/** The file name of a picture this module stored, or null for links, demo pictures and anything else. */
export function uploadedFileName(url: string | null | undefined): string | null {
  return url ? (UPLOADED_URL.exec(url)?.[1] ?? null) : null;
}

/**
 * Where uploaded pictures live, behind one interface so no caller knows: on PostgreSQL in the
 * `stored_files` table, so every app instance serves every picture; on the embedded database (one
 * process by design, holding its data in memory) as files in DATA_DIR/uploads.
 */
export type ImageStore = {
  /** Checks the picture and stores it under a new random name; answers its URL, /uploads/<name>. */
  save(file: Buffer | { bytes: Buffer; truncated?: boolean }, field?: string): Promise<string>;
  /** A picture this module stored, by the name in its URL; null when there is none. */
  read(name: string): Promise<StoredFile | null>;
  /**
   * Removes a picture this module stored (never links, never the shared demo pictures under
   * /uploads/demo/). Best effort: one already gone is fine.
   */
  remove(url: string | null | undefined): Promise<boolean>;
};

/** Chosen once when the app is built, from the database engine. */
export function createImageStore(database: DatabaseHandle, dataDir: string): ImageStore {
  const backend = imageBackend(database, dataDir);
  return {
    async save(file, field = "imageFile") {
      const bytes = Buffer.isBuffer(file) ? file : file.bytes;
      if (!Buffer.isBuffer(file) && file.truncated) throw tooLarge();
      const kind = assertImage(bytes, field);
      const name = `${randomBytes(16).toString("hex")}.${kind}`;
      await backend.put(name, CONTENT_TYPES[kind], bytes);
      return `/uploads/${name}`;
    },
    read: (name) => (UPLOADED_NAME.test(name) ? backend.get(name) : Promise.resolve(null)),
    async remove(url) {
      const name = uploadedFileName(url);
      return name ? backend.delete(name) : false;
    },
  };
}

/**
 * On PostgreSQL, moves the pictures an earlier version kept in DATA_DIR/uploads into the table, so
 * every instance serves them: each file is deleted once its row is stored, so this happens once.
 * Answers how many it moved.
 */
export async function moveLocalUploadsIntoDatabase(database: DatabaseHandle, dataDir: string): Promise<number> {
  if (database.engine !== "postgres") return 0;
  const dir = uploadsDirOf(dataDir);
  const names = (await readdir(dir).catch(() => [])).filter((name) => UPLOADED_NAME.test(name));
  const table = imageBackend(database, dataDir);
  for (const name of names) {
    await table.put(name, contentTypeOf(name), await readFile(join(dir, name)));
    await unlink(join(dir, name));
  }
  return names.length;
}

const contentTypeOf = (name: string) => CONTENT_TYPES[name.endsWith(".png") ? "png" : "jpg"];

/** Pictures: the plain names of the table, the uploads folder of DATA_DIR. */
const imageBackend = (database: DatabaseHandle, dataDir: string) =>
  fileBackend(database, { folder: uploadsDirOf(dataDir), tablePrefix: "", contentTypeOf });
