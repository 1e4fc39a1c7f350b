import { readFile } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import type { LogoPixels } from "@kedai/shared/printing/escpos-documents";
import type { FastifyBaseLogger } from "fastify";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { imageDimensions } from "../uploads/image-dimensions";
import { detectImageKind, type ImageStore, uploadedFileName, withinImageBounds } from "../uploads/uploads.service";

/**
 * The receipt's copy of the logo is at most this size: the widest paper's printable dots (576 on
 * 80 mm), and twice the tallest logo a receipt prints (120 dots). Every receipt scales and dithers
 * this small copy, never the uploaded picture.
 */
export const RECEIPT_LOGO_MAX = { width: 576, height: 240 } as const;

/**
 * The settings' logo as pixels for the receipt's raster: PNG (pngjs) or JPEG (jpeg-js), the two
 * kinds Kedai stores, shrunk to RECEIPT_LOGO_MAX. Its size is read from its header first, and a
 * picture larger than uploads allow (one stored before they were checked) is never decoded. Null
 * for such a picture, anything else or a broken file: the receipt prints without it.
 */
export function decodeLogo(bytes: Buffer): LogoPixels | null {
  const dimensions = imageDimensions(bytes);
  if (!dimensions || !withinImageBounds(dimensions)) return null;
  try {
    const kind = detectImageKind(bytes);
    if (kind === "png") {
      const png = PNG.sync.read(bytes);
      return shrinkToFit({ data: png.data, width: png.width, height: png.height }, RECEIPT_LOGO_MAX);
    }
    if (kind === "jpg") {
      const maxResolutionInMP = (dimensions.width * dimensions.height) / 1_000_000;
      const image = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP, formatAsRGBA: true });
      return shrinkToFit({ data: image.data, width: image.width, height: image.height }, RECEIPT_LOGO_MAX);
    }
  } catch {
    // A file that does not decode prints no logo.
  }
  return null;
}

/**
 * The picture scaled down (never up) to fit `max`, its shape kept: each new pixel the average of
 * the source pixels it covers (a box filter), so thin lines of a large logo do not vanish.
 */
export function shrinkToFit(pixels: LogoPixels, max: { width: number; height: number }): LogoPixels {
  const scale = Math.min(1, max.width / pixels.width, max.height / pixels.height);
  if (scale === 1) return pixels;
  const width = Math.max(1, Math.round(pixels.width * scale));
  const height = Math.max(1, Math.round(pixels.height * scale));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const top = Math.floor((y * pixels.height) / height);
    const bottom = Math.max(top + 1, Math.floor(((y + 1) * pixels.height) / height));
    for (let x = 0; x < width; x++) {
      const left = Math.floor((x * pixels.width) / width);
      const right = Math.max(left + 1, Math.floor(((x + 1) * pixels.width) / width));
      const sum = [0, 0, 0, 0];
      for (let sy = top; sy < bottom; sy++) {
        for (let sx = left; sx < right; sx++) {
          const from = (sy * pixels.width + sx) * 4;
          for (let c = 0; c < 4; c++) sum[c] += pixels.data[from + c];
        }
      }
      const count = (bottom - top) * (right - left);
      for (let c = 0; c < 4; c++) data[(y * width + x) * 4 + c] = Math.round(sum[c] / count);
    }
  }
  return { data, width, height };
}

/**
 * Reads and decodes the logo the settings name, once per logo (its small receipt copy kept in
 * memory until the settings name another): an uploaded picture from the image store, or a file the app ships under the uploads
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
