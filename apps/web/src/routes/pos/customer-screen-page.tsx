import { CustomerScreen } from "../../features/customer-screen/customer-screen";
import { storeNameOf, useSettings } from "../../features/settings/api/get-settings";
import { useCustomerDisplay } from "../../lib/customer-display";
import { useDocumentTitle } from "../../lib/use-document-title";

/**
 * /pos/layar-pelanggan: the customer-facing screen, opened once on a second monitor of the till's
 * computer. It follows the till in the other window of the same browser (ADR 0038).
 */
export default function CustomerScreenPage() {
  const { settings } = useSettings();
  const storeName = storeNameOf(settings);
  useDocumentTitle("Layar Pelanggan");
  return <CustomerScreen storeName={storeName} logoUrl={settings.logoUrl} display={useCustomerDisplay()} />;
}
