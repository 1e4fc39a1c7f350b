import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from "@kedai/shared";
import { useEffect, useState } from "react";

/** A picked file the server will take: PNG or JPEG, at most 2 MB. Null = fine. */
export function imageFileProblem(file: File): string | null {
  if (!["image/png", "image/jpeg"].includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** Picture links the preview can show: a web address or a file this server stored. */
export function isPreviewableUrl(url: string): boolean {
  const text = url.trim();
  return /^https?:\/\/\S+$/i.test(text) || /^\/uploads\/\S+$/.test(text);
}

/** A temporary object URL for a picked file, released when the file changes or the form unmounts. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
