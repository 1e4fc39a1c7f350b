import { randomBytes } from "node:crypto";

export type FormPart =
  | { name: string; value: string | number | boolean }
  | { name: string; filename: string; contentType?: string; data: Buffer };

/**
 * A multipart/form-data body built by hand, as a browser's FormData would send it, for
 * app.inject(): `client.post(url, form.payload, { headers: form.headers })`.
 */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----KedaiTestBoundary${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("data" in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
        ),
        part.data,
        Buffer.from("\r\n"),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${String(part.value)}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Form fields from an object: arrays become repeated fields, recipe rows recipe[i][key]. */
export function formFields(values: Record<string, unknown>): FormPart[] {
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (name === "recipe" && Array.isArray(value)) {
      value.forEach((row: Record<string, unknown>, i) => {
        for (const [key, v] of Object.entries(row)) parts.push({ name: `recipe[${i}][${key}]`, value: String(v) });
      });
    } else if (Array.isArray(value)) {
      for (const v of value) parts.push({ name, value: String(v) });
    } else {
      parts.push({ name, value: String(value) });
    }
  }
  return parts;
}

/** A valid 1×1 PNG picture. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
