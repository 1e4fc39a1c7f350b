import { PNG } from "pngjs";

/** A `width` × `height` PNG logo: black on the left half, transparent on the right. */
export function halfBlackPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      png.data.set(x < width / 2 ? [0, 0, 0, 255] : [0, 0, 0, 0], at);
    }
  }
  return PNG.sync.write(png);
}
