import {
  type CustomerAddress,
  type CustomerAddressBody,
  type CustomerAddressInput,
  customerAddressBody,
} from "@kedai/shared";
import { MapPin, Pencil, Trash2 } from "lucide-react";
import { useWatch } from "react-hook-form";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextareaField, TextField } from "../../../components/ui/field";
import { useAppForm } from "../../../lib/use-app-form";
import { useSubmitOnce } from "../../../lib/use-submit-once";
import { updateAddresses } from "../api/update-addresses";

const ADDRESS_SAVE_FAILED = "Gagal menyimpan alamat.";

const EMPTY: CustomerAddressInput = { label: "", detail: "", notes: "" };

/**
 * The customer's saved addresses: add, edit (the form holds the edited address's `_id`) and
 * remove; every change saves the whole list.
 */
export function AddressBook({ addresses, onSaved }: { addresses: CustomerAddress[]; onSaved: () => Promise<unknown> }) {
  const current: CustomerAddressInput[] = addresses.map(({ _id, label, detail, notes }) => ({
    _id,
    label,
    detail,
    notes: notes ?? "",
  }));
  const { register, control, reset, clearErrors, errors, submit, submitting, formError, showFailure } = useAppForm<
    CustomerAddressInput,
    CustomerAddressBody
  >({
    schema: customerAddressBody,
    defaultValues: EMPTY,
    onValid: async (address) => {
      const next = address._id
        ? current.map((other) => (other._id === address._id ? address : other))
        : [...current, address];
      if (await save(next)) reset(EMPTY);
    },
  });
  const editing = useWatch({ control, name: "_id" }) !== undefined;
  const remove = useSubmitOnce((id: string) => save(current.filter((address) => address._id !== id)));
  const saving = submitting || remove.pending;

  async function save(next: CustomerAddressInput[]): Promise<boolean> {
    clearErrors("root");
    try {
      await updateAddresses(next);
      await onSaved();
      return true;
    } catch (error) {
      showFailure(error, ADDRESS_SAVE_FAILED);
      return false;
    }
  }

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
                onClick={() => reset(address)}
                className="rounded p-1 text-stone-500 hover:bg-amber-50 hover:text-amber-800"
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Hapus ${address.label}`}
                disabled={saving}
                onClick={() => address._id && remove.submit(address._id)}
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
      <form noValidate onSubmit={submit} className="space-y-3 border-t border-stone-100 pt-4">
        <h3 className="text-sm font-semibold text-stone-800">{editing ? "Ubah Alamat" : "Tambah Alamat"}</h3>
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <TextField
          id="address-label"
          label="Label"
          required
          placeholder="Rumah"
          error={errors.label?.message}
          {...register("label")}
        />
        <TextareaField
          id="address-detail"
          label="Detail Alamat"
          required
          error={errors.detail?.message}
          {...register("detail")}
        />
        <TextField id="address-notes" label="Catatan" error={errors.notes?.message} {...register("notes")} />
        <div className="flex gap-2">
          <Button type="submit" busy={saving} busyText="Menyimpan...">
            {editing ? "Simpan Perubahan" : "Tambah Alamat"}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={() => reset(EMPTY)}>
              Batal
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
