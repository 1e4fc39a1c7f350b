import { SETTINGS_DATA_INVALID, SETTINGS_IMAGE_FIELDS, type SettingsImageField } from "@kedai/shared";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../lib/app-error";
import { assertImage, bufferImagePart } from "../uploads/uploads.service";

/** PUT /api/settings as received: the settings document (not yet checked) and the pictures sent with it. */
export type SettingsForm = { data: unknown; images: Partial<Record<SettingsImageField, Buffer>> };

const BROKEN_FORM_MESSAGE = "Data formulir tidak terbaca atau terpotong. Silakan kirim ulang.";

const isImageField = (name: string): name is SettingsImageField =>
  (SETTINGS_IMAGE_FIELDS as readonly string[]).includes(name);

function parseSettingsData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(SETTINGS_DATA_INVALID, "settingsData");
  }
}

/**
 * Reads the settings form: `settingsData` (the document as JSON text) and the optional pictures
 * `logoUrl`, `homePageImage`, `aboutPageImage`, each buffered (≤ 2 MB) and checked by its first
 * bytes, so nothing is written when any part is wrong. A JSON body is the document itself.
 */
export async function readSettingsForm(request: FastifyRequest): Promise<SettingsForm> {
  if (!request.isMultipart()) return { data: request.body, images: {} };
  let data: unknown;
  const images: SettingsForm["images"] = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await bufferImagePart(part);
        if (bytes && isImageField(part.fieldname)) {
          assertImage(bytes, part.fieldname);
          images[part.fieldname] = bytes;
        }
      } else if (part.fieldname === "settingsData") {
        data = parseSettingsData(typeof part.value === "string" ? part.value : String(part.value ?? ""));
      }
    }
  } catch (error) {
    if (error instanceof AppError || String((error as { code?: unknown })?.code ?? "").startsWith("FST_")) throw error;
    throw badRequest(BROKEN_FORM_MESSAGE);
  }
  if (data === undefined) throw badRequest(SETTINGS_DATA_INVALID, "settingsData");
  return { data, images };
}
