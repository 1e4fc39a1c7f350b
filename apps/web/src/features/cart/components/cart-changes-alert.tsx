import { formatRupiah } from "../../../lib/format";
import type { CartChange } from "../cart-refresh";

export const CART_CHANGED_TITLE = "Keranjang Anda diperbarui";

const sentenceOf = (change: CartChange): string =>
  change.kind === "price"
    ? `Harga ${change.name} berubah dari ${formatRupiah(change.from)} menjadi ${formatRupiah(change.to)}.`
    : `${change.name} sedang tidak tersedia dan dihapus dari keranjang.`;

/** What changed in the cart since the customer added it (prices, availability), before they order. */
export function CartChangesAlert({ changes, onDismiss }: { changes: readonly CartChange[]; onDismiss?: () => void }) {
  if (changes.length === 0) return null;
  return (
    <div role="alert" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{CART_CHANGED_TITLE}</p>
      <ul className="list-disc space-y-1 pl-5">
        {changes.map((change) => (
          <li key={change.cartItemId}>{sentenceOf(change)}</li>
        ))}
      </ul>
      <p>Periksa total di bawah sebelum memesan.</p>
      {onDismiss ? (
        <button type="button" onClick={onDismiss} className="font-semibold text-amber-900 underline">
          Mengerti
        </button>
      ) : null}
    </div>
  );
}
