import { MEMBER_DOCUMENT_KINDS, MEMBER_DOCUMENTS } from "@kedai/shared";
import { Download, FileArchive, FileText } from "lucide-react";
import { buttonClasses } from "../../../components/ui";
import { memberDocumentUrl } from "../api/list-member-documents";

/** The guide's three downloads: the operations manual, the logo package and the poster and banner templates. */
export function MemberDocuments() {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {MEMBER_DOCUMENT_KINDS.map((kind) => {
        const document = MEMBER_DOCUMENTS[kind];
        const Icon = document.contentType === "application/pdf" ? FileText : FileArchive;
        return (
          <li key={kind} className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-10 text-amber-600" />
            <p className="flex-1 font-semibold text-stone-900">{document.label}</p>
            <a
              href={memberDocumentUrl(kind)}
              download={document.fileName}
              className={buttonClasses("primary", "md")}
              aria-label={`Unduh ${document.label}`}
            >
              <Download aria-hidden="true" className="size-4" />
              Unduh
            </a>
          </li>
        );
      })}
    </ul>
  );
}
