import type { CustomerAddress } from "@kedai/shared";
import { MapPin, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextareaField, TextField } from "../../../components/ui/field";
import { messageOf } from "../../../lib/api";
import { addressProblem, cleanAddress } from "../address-rules";
import { type AddressInput, updateAddresses } from "../api/update-addresses";

export const ADDRESS_SAVE_FAILED = "Gagal menyimpan alamat.";

const EMPTY: AddressInput = { label: "", detail: "", notes: "" };

/** The customer's saved addresses: add, edit and remove; every change saves the whole list. */
export function AddressBook({ addresses, onSaved }: { addresses: CustomerAddress[]; onSaved: () => Promise<unknown> }) {
  const [draft, setDraft] = useState<AddressInput>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = draft._id !== undefined;
  const current = addresses.map(({ _id, label, detail, notes }) => ({ _id, label, detail, notes: notes ?? "" }));

  async function save(next: AddressInput[]): Promise<boolean> {
    setSaving(true);
    setProblem(null);
    try {
      await updateAddresses(next.map(cleanAddress));
      await onSaved();
      return true;
    } catch (error) {
      setProblem(messageOf(error, ADDRESS_SAVE_FAILED));
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = addressProblem(draft);
    if (found) {
      setProblem(found);
      return;
    }
    const next = editing
      ? current.map((address) => (address._id === draft._id ? draft : address))
      : [...current, draft];
    if (await save(next)) setDraft(EMPTY);
  }

  const set = (key: keyof AddressInput) => (event: { target: { value: string } }) =>
    setDraft((value) => ({ ...value, [key]: event.target.value }));

  return (
    <div className="space-y-4">
      {current.length > 0 ? (
        <ul className="space-y-2">
          {current.map((address) => (
            <li key={address._id} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{address.label}</p>
                <p className="text-stone-600">{address.detail}</p>
                {address.notes ? <p className="text-xs text-stone-500">{address.notes}</p> : null}
              </div>
              <button
                type="button"
                aria-label={`Ubah ${address.label}`}
                onClick={() => setDraft(address)}
                className="rounded p-1 text-stone-500 hover:bg-amber-50 hover:text-amber-800"
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Hapus ${address.label}`}
                disabled={saving}
                onClick={() => void save(current.filter((other) => other._id !== address._id))}
                className="rounded p-1 text-stone-500 hover:bg-red-50 hover:text-red-600"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">Belum ada alamat tersimpan.</p>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-3 border-t border-stone-100 pt-4">
        <h3 className="text-sm font-semibold text-stone-800">{editing ? "Ubah Alamat" : "Tambah Alamat"}</h3>
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
        <TextField
          id="address-label"
          label="Label"
          required
          placeholder="Rumah"
          value={draft.label}
          onChange={set("label")}
        />
        <TextareaField
          id="address-detail"
          label="Detail Alamat"
          required
          value={draft.detail}
          onChange={set("detail")}
        />
        <TextField id="address-notes" label="Catatan" value={draft.notes ?? ""} onChange={set("notes")} />
        <div className="flex gap-2">
          <Button type="submit" busy={saving} busyText="Menyimpan...">
            {editing ? "Simpan Perubahan" : "Tambah Alamat"}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={() => setDraft(EMPTY)}>
              Batal
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
