import type { LogoPixels } from "@kedai/shared/printing/escpos-documents";

export type LogoLoader = (url: string) => Promise<LogoPixels | null>;

/**
 * The settings' logo as pixels, drawn by the browser itself (an <img> on a canvas): the same
 * picture the server decodes for its receipts. Null when there is none or it does not load (a link
 * to a site that refuses to share it): the receipt prints without it.
 */
export const canvasLogo: LogoLoader = async (url) => {
  try {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context || canvas.width === 0 || canvas.height === 0) return null;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data, width, height };
  } catch {
    return null;
  }
};

const loaded = new Map<string, Promise<LogoPixels | null>>();

/** The logo at `url`, loaded once per page (a receipt after every sale must not wait for it again). */
export function logoPixels(url: string, load: LogoLoader = canvasLogo): Promise<LogoPixels | null> {
  if (!url) return Promise.resolve(null);
  let pixels = loaded.get(url);
  if (!pixels) {
    pixels = load(url);
    loaded.set(url, pixels);
    // A logo that failed may load later (the till was offline): try again next time.
    void pixels.then((result) => {
      if (!result) loaded.delete(url);
    });
  }
  return pixels;
}
