import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import {
  MAX_MEMBER_DOCUMENT_BYTES,
  MEMBER_DOCUMENT_KINDS,
  MEMBER_DOCUMENTS,
  type MemberDocumentKind,
  type MemberDocumentRecord,
} from "@kedai/shared";
import type { DatabaseHandle } from "../../db/client";
import { AppError, badRequest } from "../../lib/app-error";
import { seedAssetsDir } from "../../lib/paths";
import { type FileBackend, fileBackend } from "../uploads/file-backend";
import { bufferFilePart } from "../uploads/uploads.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The member guide's documents an admin replaced, in the store the database engine calls for. */
    memberDocumentFiles: FileBackend;
  }
}

/**
 * The member guide's downloads: the demo files shipped in seed-assets until an admin replaces one,
 * then the replacement, stored under the same file name like other uploads (on PostgreSQL in the
 * database, so every app instance serves it; on the embedded database in DATA_DIR/member-documents).
 */
export const memberDocumentBackend = (database: DatabaseHandle, dataDir: string) =>
  fileBackend(database, {
    folder: join(dataDir, "member-documents"),
    tablePrefix: "member-documents/",
    contentTypeOf: (name) =>
      MEMBER_DOCUMENTS[MEMBER_DOCUMENT_KINDS.find((kind) => MEMBER_DOCUMENTS[kind].fileName === name)!].contentType,
  });

const demoPathOf = (kind: MemberDocumentKind) =>
  join(seedAssetsDir, "member-documents", MEMBER_DOCUMENTS[kind].fileName);

const PDF_SIGNATURE = Buffer.from("%PDF-");
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function describe(kind: MemberDocumentKind, files: FileBackend): Promise<MemberDocumentRecord> {
  const { label, fileName } = MEMBER_DOCUMENTS[kind];
  const replaced = await files.info(fileName);
  if (replaced) return { kind, label, fileName, size: replaced.size, updatedAt: replaced.storedAt.toISOString() };
  const demo = await stat(demoPathOf(kind));
  return { kind, label, fileName, size: demo.size, updatedAt: demo.mtime.toISOString() };
}

export const listMemberDocuments = (files: FileBackend) =>
  Promise.all(MEMBER_DOCUMENT_KINDS.map((kind) => describe(kind, files)));

export async function readMemberDocument(kind: MemberDocumentKind, files: FileBackend) {
  const replaced = await files.get(MEMBER_DOCUMENTS[kind].fileName);
  return { ...MEMBER_DOCUMENTS[kind], bytes: replaced?.bytes ?? (await readFile(demoPathOf(kind))) };
}

/**
 * Replaces a document with an uploaded file of the right kind, judged by its first bytes (a PDF
 * for the manual, a zip for the others), never by its name or the browser's claimed type.
 */
export async function replaceMemberDocument(
  kind: MemberDocumentKind,
  part: MultipartFile | undefined,
  files: FileBackend,
): Promise<MemberDocumentRecord> {
  const { contentType } = MEMBER_DOCUMENTS[kind];
  const expected = contentType === "application/pdf" ? "PDF" : "ZIP";
  if (!part) throw badRequest(`Pilih berkas ${expected} untuk diunggah.`, "file");
  const tooLargeMessage = `Ukuran berkas maksimal ${MAX_MEMBER_DOCUMENT_BYTES / 1024 / 1024} MB.`;
  const bytes = await bufferFilePart(
    part,
    () => new AppError("PAYLOAD_TOO_LARGE", { message: tooLargeMessage, fields: { file: tooLargeMessage } }),
  );
  const signature = contentType === "application/pdf" ? PDF_SIGNATURE : ZIP_SIGNATURE;
  if (bytes.length <= signature.length || !bytes.subarray(0, signature.length).equals(signature)) {
    throw badRequest(`Berkas harus berupa ${expected}.`, "file");
  }
  await files.put(MEMBER_DOCUMENTS[kind].fileName, contentType, bytes);
  return describe(kind, files);
}
