import { Outlet, useLocation } from "react-router";
import { useSettings } from "../../features/settings/api/get-settings";
import { ChatButton } from "./public/chat-button";
import { PublicFooter } from "./public/public-footer";
import { PublicHeader } from "./public/public-header";

/**
 * Pages whose bottom edge holds the customer's next tap on a phone (the item page's add bar, the
 * menu's cart bar, the cart and checkout buttons): there a phone shows no floating chat button.
 */
const BAR_PAGES = ["/item/", "/order", "/cart", "/checkout"];

/** The storefront frame: header, page, footer and the floating chat button. */
export function PublicLayout() {
  const { settings } = useSettings();
  const { pathname } = useLocation();
  const withBar = BAR_PAGES.some((start) => pathname.startsWith(start));
  return (
    <div className="flex min-h-screen flex-col bg-amber-50/40 text-stone-800">
      <PublicHeader settings={settings} />
      {/* Room under the last row on a phone, so the chat button never sits on a price or a button. */}
      <main className="flex-1 pb-24 sm:pb-0">
        <Outlet />
      </main>
      <PublicFooter settings={settings} />
      <ChatButton contactNumber={settings.contactNumber} companyName={settings.companyName} besideBar={withBar} />
    </div>
  );
}
