import type { TableRecord } from "@kedai/shared";
import { Printer, RefreshCw } from "lucide-react";
import { renderSVG } from "uqr";
import { Button, Modal, useConfirm } from "../../../components/ui";
import { ErrorAlert } from "../../../components/ui/alert";
import { paths } from "../../../config/paths";
import { toast } from "../../../lib/toast";
import { usePublicAddress } from "../api/get-public-address";
import { useRegenerateQrToken } from "../api/regenerate-qr-token";

/**
 * The address a table's QR code opens: the storefront menu at the shop's public address
 * (PUBLIC_URL), ordering at that table; never the address the admin's browser happens to use.
 */
export const tableOrderUrl = (publicUrl: string, token: string) =>
  new URL(paths.store.tableOrder(token), publicUrl).href;

export const PUBLIC_ADDRESS_LOAD_FAILED = "Gagal memuat alamat publik toko.";

/**
 * Prints the table's card (name, code, a line for guests) in its own small window. Called straight
 * from the click: browsers block a window opened later. The SVG is ours; the name goes in as text.
 */
function printQr(tableName: string, svg: string) {
  const popup = window.open("", "_blank", "width=480,height=640");
  if (!popup) {
    toast.error("Gagal membuka jendela cetak. Izinkan pop-up.");
    return;
  }
  const doc = popup.document;
  doc.title = `QR ${tableName}`;
  const style = doc.createElement("style");
  style.textContent =
    "body{font-family:sans-serif;text-align:center;padding:24px}svg{width:70mm;height:70mm}h1{font-size:28px;margin:0 0 12px}p{font-size:16px}";
  doc.head.append(style);
  const heading = doc.createElement("h1");
  heading.textContent = tableName;
  const code = doc.createElement("div");
  code.innerHTML = svg;
  const line = doc.createElement("p");
  line.textContent = "Pindai untuk melihat menu dan memesan dari meja ini.";
  doc.body.append(heading, code, line);
  popup.addEventListener("afterprint", () => popup.close(), { once: true });
  popup.focus();
  popup.print();
}

type TableQrDialogProps = {
  /** The table whose code is shown; the dialog is closed while null. */
  table: TableRecord | null;
  onClose: () => void;
};

/** A table's QR code on /admin/meja: shown, printed, or replaced when the printed one was copied. */
export function TableQrDialog({ table, onClose }: TableQrDialogProps) {
  const confirm = useConfirm();
  const regenerate = useRegenerateQrToken();
  const address = usePublicAddress();
  const token = table?.qrToken;
  // A code is drawn only for an address a guest's phone can open: else the screen says why.
  const problem = address.isError ? PUBLIC_ADDRESS_LOAD_FAILED : (address.data?.publicUrlProblem ?? null);
  const url = token && address.data && !problem ? tableOrderUrl(address.data.publicUrl, token) : "";
  const svg = url ? renderSVG(url, { border: 2 }) : "";

  async function replace() {
    if (!table) return;
    const ok = await confirm({
      title: "Buat QR Code Baru?",
      message: `QR code lama di ${table.name} tidak akan bisa dipakai lagi untuk memesan.`,
      confirmText: "Buat Baru",
      tone: "danger",
    });
    if (ok) regenerate.mutate(table._id);
  }

  return (
    <Modal
      open={table !== null}
      onClose={onClose}
      title={table ? `QR Code ${table.name}` : "QR Code"}
      size="sm"
      footer={
        <>
          <Button
            variant="secondary"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            busy={regenerate.isPending}
            onClick={replace}
          >
            Buat Ulang
          </Button>
          <Button
            icon={<Printer aria-hidden="true" className="size-4" />}
            disabled={!svg}
            onClick={() => table && printQr(table.name, svg)}
          >
            Cetak QR
          </Button>
        </>
      }
    >
      {token && problem ? (
        <ErrorAlert>{problem}</ErrorAlert>
      ) : svg ? (
        <div className="space-y-3 text-center">
          {/* Generated here from our own URL: no outside markup reaches the page. */}
          <div
            role="img"
            aria-label={`QR code ${table?.name}`}
            className="mx-auto size-56"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated locally from the table's URL.
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <p className="text-sm text-stone-600">Tamu yang memindai kode ini memesan Dine-In di meja ini.</p>
          <p className="break-all rounded bg-stone-50 px-2 py-1 font-mono text-xs text-stone-500">{url}</p>
        </div>
      ) : token ? null : (
        <p className="text-sm text-stone-600">QR code meja ini hanya dapat dilihat oleh admin dan manajer.</p>
      )}
    </Modal>
  );
}
