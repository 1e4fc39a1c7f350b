import { TicketPercent, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import type { usePromoCode } from "../use-promo-code";

export function PromoField({ promo }: { promo: ReturnType<typeof usePromoCode> }) {
  if (promo.applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
        <span className="flex items-center gap-2 text-emerald-800">
          <TicketPercent aria-hidden="true" className="size-4" />
          Promo <strong>{promo.applied.promo.name}</strong> ({promo.applied.code}) dipakai
        </span>
        <button
          type="button"
          onClick={promo.remove}
          aria-label="Hapus promo"
          className="rounded p-1 text-emerald-800 hover:bg-emerald-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor="promo-code" className="block text-sm font-medium text-stone-700">
        Kode Promo
      </label>
      <div className="flex gap-2">
        <Input
          id="promo-code"
          value={promo.code}
          onChange={(event) => promo.setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void promo.apply();
            }
          }}
          invalid={Boolean(promo.error)}
          aria-describedby={promo.error ? "promo-code-error" : undefined}
          autoCapitalize="characters"
        />
        <Button type="button" variant="secondary" onClick={() => void promo.apply()} disabled={promo.checking}>
          {promo.checking ? "Memeriksa..." : "Pakai"}
        </Button>
      </div>
      {promo.error ? (
        <p id="promo-code-error" role="alert" className="text-sm text-red-600">
          {promo.error}
        </p>
      ) : null}
    </div>
  );
}
