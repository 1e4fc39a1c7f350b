import { MAX_MEMBER_DOCUMENT_BYTES, MEMBER_DOCUMENT_KINDS, MEMBER_DOCUMENTS } from "@kedai/shared";
import { Upload } from "lucide-react";
import { buttonClasses } from "../../../components/ui";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useMemberDocuments } from "../api/list-member-documents";
import { useReplaceMemberDocument } from "../api/replace-member-document";

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString("id-ID", { maximumFractionDigits: 1 })} MB`;

/** Head office replaces the guide files members download: a PDF manual and two zip packages. */
export function MemberDocumentsSettings() {
  const { documents } = useMemberDocuments();
  const replace = useReplaceMemberDocument();

  return (
    <ul className="divide-y divide-stone-100">
      {MEMBER_DOCUMENT_KINDS.map((kind) => {
        const meta = MEMBER_DOCUMENTS[kind];
        const stored = documents.find((document) => document.kind === kind);
        const inputId = `member-document-${kind}`;
        const busy = replace.isPending && replace.variables?.kind === kind;
        return (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-stone-900">{meta.label}</p>
              <p className="text-xs text-stone-500">
                {stored ? `${megabytes(stored.size)} · diperbarui ${formatDateTime(stored.updatedAt)}` : "-"}
              </p>
            </div>
            <label
              htmlFor={inputId}
              className={buttonClasses("secondary", "sm", busy ? "opacity-60" : "cursor-pointer")}
            >
              <Upload aria-hidden="true" className="size-3.5" />
              {busy ? "Mengunggah..." : "Ganti File"}
              <input
                id={inputId}
                type="file"
                accept={meta.contentType}
                className="sr-only"
                disabled={busy}
                aria-label={`Ganti ${meta.label}`}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (!file) return;
                  if (file.size > MAX_MEMBER_DOCUMENT_BYTES) {
                    toast.error(`Ukuran file maksimal ${megabytes(MAX_MEMBER_DOCUMENT_BYTES)}.`);
                    return;
                  }
                  replace.mutate({ kind, file });
                }}
              />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
