import { type MenuItemInput, menuItemInput } from "@kedai/shared";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../lib/app-error";
import { invalidInput } from "../../lib/invalid-input";
import { bufferImagePart } from "../uploads/uploads.service";

/** The menu form's fields, whether it came as multipart/form-data (the admin screen) or JSON. */
export type MenuForm = { fields: Record<string, unknown>; image: Buffer | null };

const BROKEN_FORM_MESSAGE = "Data formulir tidak terbaca atau terpotong. Silakan kirim ulang.";
const SCALAR_FIELDS = new Set(["name", "price", "description", "category", "location", "imageUrl", "isAvailable"]);
const RECIPE_FIELD = /^recipe\[(\d{1,3})\](?:\[(ingredient|quantityUsed)\]|\.(ingredient|quantityUsed))$/;
const GROUP_FIELD = /^customizationOptions(?:\[\d*\])?$/;

function parseJsonArray(text: string): unknown[] | null {
  if (!text.trim().startsWith("[")) return null;
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Gathers multipart fields into the contract's shape: repeated `customizationOptions` into a list,
 * `recipe[i][ingredient]` / `recipe[i][quantityUsed]` into rows. Unknown fields (a client's `cost`)
 * are dropped. The picture is buffered (≤ 2 MB) and not written anywhere yet.
 */
export async function readMenuForm(request: FastifyRequest): Promise<MenuForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields, image: null };
  }
  const fields: Record<string, unknown> = {};
  const groups: unknown[] = [];
  let groupsSent = false;
  const recipeRows = new Map<number, Record<string, unknown>>();
  let recipeJson: unknown[] | null = null;
  let image: Buffer | null = null;

  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await bufferImagePart(part);
        if ((part.fieldname === "imageFile" || part.fieldname === "image") && bytes && !image) image = bytes;
        continue;
      }
      const name = part.fieldname;
      const raw = typeof part.value === "string" ? part.value : String(part.value ?? "");
      // FormData turns a JavaScript undefined/null into these words: treat them as "not filled in".
      const value = raw === "undefined" || raw === "null" ? "" : raw;
      if (SCALAR_FIELDS.has(name)) {
        fields[name] = value;
      } else if (GROUP_FIELD.test(name)) {
        groupsSent = true;
        const list = parseJsonArray(value);
        if (list) groups.push(...list);
        else if (value.trim() !== "") groups.push(value);
      } else if (name === "recipe") {
        recipeJson = parseJsonArray(value) ?? recipeJson;
      } else {
        const match = RECIPE_FIELD.exec(name);
        if (match) {
          const index = Number(match[1]);
          const row = recipeRows.get(index) ?? {};
          row[match[2] ?? match[3]] = value;
          recipeRows.set(index, row);
        }
      }
    }
  } catch (error) {
    // Our own refusals and the multipart plugin's limits (FST_*) keep their answer; anything else
    // is a body the parser could not read (no boundary, cut off mid-way): the client's fault.
    if (error instanceof AppError || String((error as { code?: unknown })?.code ?? "").startsWith("FST_")) throw error;
    throw badRequest(BROKEN_FORM_MESSAGE);
  }
  if (groupsSent) fields.customizationOptions = groups;
  if (recipeRows.size > 0) {
    fields.recipe = [...recipeRows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  } else if (recipeJson) {
    fields.recipe = recipeJson;
  }
  return { fields, image };
}

export function parseMenuInput(fields: Record<string, unknown>): MenuItemInput {
  const parsed = menuItemInput.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}
