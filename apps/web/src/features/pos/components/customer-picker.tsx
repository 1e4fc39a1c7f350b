import { UserPlus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button, TextField } from "../../../components/ui";
import { formatPhone } from "../../../lib/format";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useCustomers } from "../api/get-customers";
import { AddCustomerModal } from "./add-customer-modal";

/** The order's customer; points are unknown (null) for one loaded from an order being edited. */
export type PosCustomer = { _id: string; name: string; loyaltyPoints: number | null };

type CustomerPickerProps = {
  customer: PosCustomer | null;
  onChange: (customer: PosCustomer | null) => void;
  /** Points already redeemed for this customer tie the order to them. */
  locked: boolean;
};

/** Search the customers on the server, pick one, or add a new one without leaving the order. */
export function CustomerPicker({ customer, onChange, locked }: CustomerPickerProps) {
  const id = useId();
  const [term, setTerm] = useState("");
  const [adding, setAdding] = useState(false);
  const search = useDebouncedValue(term.trim(), 300);
  const results = useCustomers(search);
  const showResults = !customer && term.trim() !== "";

  if (customer) {
    return (
      <div className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-stone-900">{customer.name}</p>
          {customer.loyaltyPoints !== null ? (
            <p className="text-xs text-stone-600">{customer.loyaltyPoints.toLocaleString("id-ID")} poin</p>
          ) : null}
        </div>
        <button
          type="button"
          disabled={locked}
          onClick={() => onChange(null)}
          aria-label="Hapus pelanggan"
          title={locked ? "Poin sudah ditukar untuk pelanggan ini" : "Hapus pelanggan"}
          className="inline-flex size-10 items-center justify-center rounded-lg text-stone-500 hover:bg-amber-100 disabled:opacity-40"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  return (
    <div className="relative">
      <div className="flex gap-2">
        <TextField
          id={`${id}-search`}
          label="Cari pelanggan"
          hideLabel
          fieldClassName="flex-1"
          type="search"
          autoComplete="off"
          placeholder="Cari pelanggan (nama/HP)"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          className="h-10"
        />
        <Button
          variant="secondary"
          onClick={() => setAdding(true)}
          aria-label="Tambah customer"
          title="Tambah customer"
        >
          <UserPlus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {showResults ? (
        <ul
          aria-label="Hasil pencarian pelanggan"
          className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-stone-200 bg-white shadow-lg"
        >
          {results.data?.length ? (
            results.data.map((row) => (
              <li key={row._id}>
                <button
                  type="button"
                  onClick={() => {
                    onChange({ _id: row._id, name: row.name, loyaltyPoints: row.loyaltyPoints });
                    setTerm("");
                  }}
                  className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-amber-50"
                >
                  <span className="truncate">
                    {row.name} <span className="text-stone-500">· {formatPhone(row.phone)}</span>
                  </span>
                  <span className="shrink-0 text-xs text-stone-500">{row.loyaltyPoints} poin</span>
                </button>
              </li>
            ))
          ) : (
            <li className="px-3 py-2 text-sm text-stone-500">
              {results.isFetching ? "Memuat..." : "Tidak ditemukan."}
            </li>
          )}
        </ul>
      ) : null}
      <AddCustomerModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(created) => onChange({ _id: created._id, name: created.name, loyaltyPoints: created.loyaltyPoints })}
      />
    </div>
  );
}
