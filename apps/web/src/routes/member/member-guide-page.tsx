import { PageHeader } from "../../components/ui";
import { MemberDocuments } from "../../features/member/components/member-documents";

/** /member/panduan: the franchise guide's downloads. */
export function MemberGuidePage() {
  return (
    <section>
      <PageHeader
        title="Panduan Mitra"
        description="Unduh panduan operasional, paket logo, serta template poster dan banner untuk outlet Anda."
      />
      <MemberDocuments />
    </section>
  );
}
