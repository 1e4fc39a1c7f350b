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

/** A valid 1×1 JPEG picture (white), as jpeg-js encodes it. */
export const TINY_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAEAAQMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APQKAP8A/9k=",
  "base64",
);
