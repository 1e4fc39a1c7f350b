import { readFile } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import type { LogoPixels } from "@kedai/shared/printing/escpos-documents";
import type { FastifyBaseLogger } from "fastify";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { detectImageKind, type ImageStore, uploadedFileName } from "../uploads/uploads.service";

/** A logo bigger than this is not a logo: refused rather than decoded into hundreds of MB. */
const MAX_LOGO_MEGAPIXELS = 12;

/**
 * The settings' logo as pixels for the receipt's raster: PNG (pngjs) or JPEG (jpeg-js), the two
 * kinds Kedai stores. Null for anything else or a broken file: the receipt prints without it.
 */
export function decodeLogo(bytes: Buffer): LogoPixels | null {
  try {
    const kind = detectImageKind(bytes);
    if (kind === "png") {
      const png = PNG.sync.read(bytes);
      if (png.width * png.height > MAX_LOGO_MEGAPIXELS * 1_000_000) return null;
      return { data: png.data, width: png.width, height: png.height };
    }
    if (kind === "jpg") {
      const image = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: MAX_LOGO_MEGAPIXELS, formatAsRGBA: true });
      return { data: image.data, width: image.width, height: image.height };
    }
  } catch {
    // A file that does not decode prints no logo.
  }
  return null;
}

/**
 * Reads and decodes the logo the settings name, once per logo (kept until the settings name
 * another): an uploaded picture from the image store, or a file the app ships under the uploads
 * folder (the demo's). A link to another site prints no logo: the server does not fetch the web
 * while printing.
 */
export class ReceiptLogo {
  private cached: { url: string; pixels: Promise<LogoPixels | null> } | null = null;

  constructor(
    private readonly images: Pick<ImageStore, "read">,
    private readonly uploadsDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  pixels(logoUrl: string): Promise<LogoPixels | null> {
    if (!logoUrl) return Promise.resolve(null);
    if (this.cached?.url !== logoUrl) this.cached = { url: logoUrl, pixels: this.load(logoUrl) };
    return this.cached.pixels;
  }

  private async load(logoUrl: string): Promise<LogoPixels | null> {
    try {
      const bytes = await this.bytesOf(logoUrl);
      const pixels = bytes ? decodeLogo(bytes) : null;
      if (!pixels) this.log.warn({ logoUrl }, "the receipt's logo could not be read; receipts print without it");
      return pixels;
    } catch (err) {
      this.log.warn({ err, logoUrl }, "the receipt's logo could not be read; receipts print without it");
      return null;
    }
  }

  private async bytesOf(logoUrl: string): Promise<Buffer | null> {
    const uploaded = uploadedFileName(logoUrl);
    if (uploaded) return (await this.images.read(uploaded))?.bytes ?? null;
    if (!logoUrl.startsWith("/uploads/")) return null;
    // A shipped file (/uploads/demo/logo.png): only inside the uploads folder.
    const path = normalize(join(this.uploadsDir, logoUrl.slice("/uploads/".length)));
    if (!path.startsWith(normalize(this.uploadsDir) + sep)) return null;
    return readFile(path);
  }
}
