/**
 * A picture's width and height read from its header, without decoding a single pixel: PNG from its
 * IHDR chunk, JPEG from its start-of-frame marker (SOF0–SOF15). A few kilobytes can declare a
 * picture of billions of pixels (a 16000 × 16000 PNG compresses to 31 KB), so every check on a
 * picture's size happens here, before any decoder allocates for it. No dependency of the server
 * reads image headers, and these two formats (the only ones Kedai stores) take a few lines each.
 */
export type ImageDimensions = { width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, then the IHDR chunk (length 13, "IHDR", width, height as 32-bit big-endian). */
function pngDimensions(bytes: Buffer): ImageDimensions | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Markers that stand alone (no length follows): TEM, RST0–7, SOI, EOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
/** SOF0–SOF15 carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range and do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walks the segments after SOI (FF D8) to the first SOF: its length, precision (1 byte),
 * height and width (16-bit big-endian). Stops at the scan (SOS) or the end: no frame, no size.
 */
function jpegDimensions(bytes: Buffer): ImageDimensions | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // a fill byte before the marker
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** The picture's size by its header; null when the header is not a PNG's or a JPEG's, or is cut short. */
export function imageDimensions(bytes: Buffer): ImageDimensions | null {
  return pngDimensions(bytes) ?? jpegDimensions(bytes);
}
