import { Outlet } from "react-router";
import { useSettings } from "../../features/settings/api/get-settings";
import { ChatButton } from "./public/chat-button";
import { PublicFooter } from "./public/public-footer";
import { PublicHeader } from "./public/public-header";

/** The storefront frame: header, page, footer and the floating chat button. */
export function PublicLayout() {
  const { settings } = useSettings();
  return (
    <div className="flex min-h-screen flex-col bg-amber-50/40 text-stone-800">
      <PublicHeader settings={settings} />
      <main className="flex-1">
        <Outlet />
      </main>
      <PublicFooter settings={settings} />
      <ChatButton contactNumber={settings.contactNumber} companyName={settings.companyName} />
    </div>
  );
}
