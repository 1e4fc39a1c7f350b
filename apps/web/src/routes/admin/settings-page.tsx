import { PageHeader, Panel } from "../../components/ui";
import { MemberDocumentsSettings } from "../../features/member/components/member-documents-settings";

/** /admin/pengaturan: the settings head office changes; for now the franchise guide's files. */
export function SettingsPage() {
  return (
    <section>
      <PageHeader title="Pengaturan Umum" />
      <Panel
        title="Dokumen Panduan Mitra"
        description="File yang diunduh mitra di halaman Panduan."
        className="max-w-3xl"
      >
        <MemberDocumentsSettings />
      </Panel>
    </section>
  );
}
