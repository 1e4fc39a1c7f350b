import { ImageIcon, Upload, X } from "lucide-react";
import { type RefObject, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button, buttonClasses, Field, TextField } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { isPreviewableUrl, useObjectUrl } from "../../../lib/image-file";

/**
 * The picture: a link OR an uploaded PNG/JPEG. Choosing a file clears and disables the link
 * field; removing the file gives the link field back. The preview shows whichever is in use.
 */
export function ImagePicker({
  urlInput,
  url,
  urlInvalid,
  file,
  fileInputRef,
  onFileChange,
}: {
  /** react-hook-form's registration of the imageUrl field. */
  urlInput: UseFormRegisterReturn<"imageUrl">;
  url: string;
  urlInvalid: boolean;
  file: File | null;
  fileInputRef: RefObject<HTMLInputElement | null>;
  onFileChange: (file: File | null) => void;
}) {
  const filePreview = useObjectUrl(file);
  const previewSrc = filePreview ?? (isPreviewableUrl(url) ? url.trim() : null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

  return (
    <div className="space-y-3">
      <TextField
        id="menu-image-url"
        label="URL Gambar"
        inputMode="url"
        placeholder="https://..."
        autoComplete="off"
        disabled={file !== null}
        hint={file ? "Dinonaktifkan karena gambar diunggah dari berkas." : "Atau unggah berkas di bawah."}
        aria-invalid={urlInvalid || undefined}
        {...urlInput}
      />
      <Field id="menu-image-file" label="Unggah Gambar" hint="PNG atau JPEG, maksimal 2 MB.">
        {/* The native control says "Choose File" in the browser's language; this one speaks Indonesian. */}
        <div className="flex items-center gap-2">
          <input
            ref={fileInputRef}
            id="menu-image-file"
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby="menu-image-file-hint"
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            onClick={() => fileInputRef.current?.click()}
            className={cn(
              buttonClasses("secondary", "sm", "shrink-0 cursor-pointer"),
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-600",
            )}
          >
            <Upload aria-hidden="true" className="size-4" />
            Pilih Berkas
          </span>
          <span className="min-w-0 flex-1 truncate text-sm text-stone-600">
            {file ? file.name : "Belum ada berkas dipilih."}
          </span>
          {file ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label="Batalkan unggahan"
              title="Batalkan unggahan"
              onClick={() => onFileChange(null)}
              icon={<X aria-hidden="true" className="size-4" />}
            />
          ) : null}
        </div>
      </Field>
      <div className="flex h-40 items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
        {previewSrc && brokenSrc !== previewSrc ? (
          <img
            src={previewSrc}
            alt="Pratinjau gambar menu"
            className="h-full w-full object-contain"
            onError={() => setBrokenSrc(previewSrc)}
          />
        ) : (
          <div className="flex flex-col items-center gap-1 text-sm text-stone-500">
            <ImageIcon aria-hidden="true" className="size-8" />
            <span>{previewSrc ? "Gambar tidak dapat dimuat." : "Belum ada gambar."}</span>
          </div>
        )}
      </div>
    </div>
  );
}
