import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import {
  MAX_MEMBER_DOCUMENT_BYTES,
  MEMBER_DOCUMENT_KINDS,
  MEMBER_DOCUMENTS,
  type MemberDocumentKind,
  type MemberDocumentRecord,
} from "@kedai/shared";
import { AppError, badRequest } from "../../lib/app-error";
import { seedAssetsDir } from "../../lib/paths";

/**
 * The member guide's downloads: the demo files shipped in seed-assets until an admin replaces one,
 * then the replacement kept in DATA_DIR/member-documents/ (under the same file name).
 */
const replacedDirOf = (dataDir: string) => join(dataDir, "member-documents");
const demoPathOf = (kind: MemberDocumentKind) =>
  join(seedAssetsDir, "member-documents", MEMBER_DOCUMENTS[kind].fileName);

const PDF_SIGNATURE = Buffer.from("%PDF-");
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function currentPathOf(kind: MemberDocumentKind, dataDir: string): Promise<string> {
  const replaced = join(replacedDirOf(dataDir), MEMBER_DOCUMENTS[kind].fileName);
  try {
    await stat(replaced);
    return replaced;
  } catch {
    return demoPathOf(kind);
  }
}

async function describe(kind: MemberDocumentKind, dataDir: string): Promise<MemberDocumentRecord> {
  const info = await stat(await currentPathOf(kind, dataDir));
  const { label, fileName } = MEMBER_DOCUMENTS[kind];
  return { kind, label, fileName, size: info.size, updatedAt: info.mtime.toISOString() };
}

export const listMemberDocuments = (dataDir: string) =>
  Promise.all(MEMBER_DOCUMENT_KINDS.map((kind) => describe(kind, dataDir)));

export async function readMemberDocument(kind: MemberDocumentKind, dataDir: string) {
  return { ...MEMBER_DOCUMENTS[kind], bytes: await readFile(await currentPathOf(kind, dataDir)) };
}

/**
 * Replaces a document with an uploaded file of the right kind, judged by its first bytes (a PDF
 * for the manual, a zip for the others), never by its name or the browser's claimed type.
 * Written to a temporary name and renamed, so a download never reads half a file.
 */
export async function replaceMemberDocument(
  kind: MemberDocumentKind,
  part: MultipartFile | undefined,
  dataDir: string,
): Promise<MemberDocumentRecord> {
  const { contentType } = MEMBER_DOCUMENTS[kind];
  const expected = contentType === "application/pdf" ? "PDF" : "ZIP";
  if (!part) throw badRequest(`Pilih berkas ${expected} untuk diunggah.`, "file");
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", 413, {
      message: `Ukuran berkas maksimal ${MAX_MEMBER_DOCUMENT_BYTES / 1024 / 1024} MB.`,
      fields: { file: `Ukuran berkas maksimal ${MAX_MEMBER_DOCUMENT_BYTES / 1024 / 1024} MB.` },
    });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  const signature = contentType === "application/pdf" ? PDF_SIGNATURE : ZIP_SIGNATURE;
  if (bytes.length <= signature.length || !bytes.subarray(0, signature.length).equals(signature)) {
    throw badRequest(`Berkas harus berupa ${expected}.`, "file");
  }
  const dir = replacedDirOf(dataDir);
  await mkdir(dir, { recursive: true });
  const target = join(dir, MEMBER_DOCUMENTS[kind].fileName);
  const temporary = `${target}.${randomBytes(8).toString("hex")}.tmp`;
  await writeFile(temporary, bytes, { flag: "wx" });
  await rename(temporary, target);
  return describe(kind, dataDir);
}
