import { loadingTexts, SETTINGS_LOAD_FAILED } from "@kedai/shared";
import { useEffect } from "react";
import { canChangeSettings, canReviewOjolMaps } from "../../app/guards/access";
import { ErrorAlert, LoadingText, PageHeader, Panel } from "../../components/ui";
import { useAuth } from "../../features/auth/auth-context";
import { useLocationOptions } from "../../features/locations/api/use-locations";
import { MemberDocumentsSettings } from "../../features/member/components/member-documents-settings";
import { OjolItemMapsSettings } from "../../features/ojol/ojol-item-maps";
import { PlatformLinksSettings } from "../../features/ojol/platform-links";
import { UnmappedOjolOrders } from "../../features/ojol/unmapped-ojol-orders";
import { OjolMapModal } from "../../features/orders/components/ojol-map-modal";
import { useEditableSettings } from "../../features/settings/api/get-settings";
import { useUpdateSettings } from "../../features/settings/api/update-settings";
import { refusedFields, SettingsForm } from "../../features/settings/components/settings-form";
import { toast } from "../../lib/toast";

/** /admin/pengaturan: the general settings (admins change them) and the franchise guide's files. */
export function SettingsPage() {
  const { user } = useAuth();
  const settings = useEditableSettings();
  const update = useUpdateSettings();
  const { locations } = useLocationOptions();
  useEffect(() => {
    if (settings.isError) toast.error(SETTINGS_LOAD_FAILED, { toastId: "settings-load" });
  }, [settings.isError]);

  return (
    <section className="space-y-6">
      <PageHeader title="Pengaturan Umum" />
      {settings.isPending ? <LoadingText text={loadingTexts.data} /> : null}
      {settings.isError ? <ErrorAlert>{SETTINGS_LOAD_FAILED}</ErrorAlert> : null}
      {settings.data ? (
        <SettingsForm
          // A fresh form once the saved settings come back (new picture URLs).
          key={settings.dataUpdatedAt}
          settings={settings.data}
          canEdit={!!user && canChangeSettings(user)}
          saving={update.isPending}
          onSave={async (submission) => {
            try {
              await update.mutateAsync(submission);
              return undefined;
            } catch (error) {
              return refusedFields(error);
            }
          }}
        />
      ) : null}
      {/* Replacing the guide's documents is a settings change: admins only, as the server enforces. */}
      {user && canChangeSettings(user) && (
        <Panel
          title="Dokumen Panduan Mitra"
          description="File yang diunduh mitra di halaman Panduan."
          className="max-w-5xl"
        >
          <MemberDocumentsSettings />
        </Panel>
      )}
      {user && canChangeSettings(user) && (
        <Panel
          title="Ojol (GoFood & GrabFood)"
          description="Tautkan outlet ke GoFood dan GrabFood agar pesanannya masuk langsung ke kasir dan dapur."
          className="max-w-5xl"
        >
          <PlatformLinksSettings outlets={locations} />
        </Panel>
      )}
      {/* A wrong 'Cocokkan menu' at the till is put right here (admin and manager, as the server enforces). */}
      {user && canReviewOjolMaps(user) && (
        <>
          <Panel
            title="Menu ojol yang dicocokkan"
            description="Item GoFood dan GrabFood yang sudah dicocokkan kasir dengan menu Kedai. Pesanan berikutnya dari item itu langsung memakai menu ini; hapus pencocokan yang salah."
            className="max-w-5xl"
          >
            <OjolItemMapsSettings />
          </Panel>
          <Panel
            title="Pesanan ojol yang belum dicocokkan"
            description="Pesanan dengan menu yang belum dikenali Kedai, juga yang sudah selesai diantar."
            className="max-w-5xl"
          >
            <UnmappedOjolOrders renderMap={(order, close) => <OjolMapModal order={order} onClose={close} />} />
          </Panel>
        </>
      )}
    </section>
  );
}
