import { type CustomerRecord, type CustomerTypeInput, customerTypeBody, type LocationRecord } from "@kedai/shared";
import { Button, Modal, namedOptions, SelectField, TextareaField, TextField } from "../../../components/ui";
import { useAppForm } from "../../../lib/use-app-form";
import { usePromoteToFranchise } from "../api/promote-to-franchise";

const EMPTY: CustomerTypeInput = { customerType: "Franchise", outletName: "", outletAddress: "", locationId: "" };

/**
 * 'Jadikan Member Franchise': the outlet's name and address are required; the outlet location it
 * runs may be linked. Mounted per customer (`key`), so a second promotion starts with empty fields.
 */
export function PromoteDialog({
  customer,
  locations,
  onClose,
}: {
  customer: CustomerRecord;
  locations: LocationRecord[];
  onClose: () => void;
}) {
  const promote = usePromoteToFranchise();
  const { register, errors, submit } = useAppForm({
    schema: customerTypeBody,
    defaultValues: EMPTY,
    onValid: async (body) => {
      try {
        await promote.mutateAsync({ id: customer._id, body: { ...body, locationId: body.locationId || null } });
        onClose();
      } catch {
        // The toast says why; the dialog stays open with what was typed.
      }
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!promote.isPending}
      title="Jadikan Member Franchise"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={promote.isPending}>
            Batal
          </Button>
          <Button type="submit" form="promote-form" busy={promote.isPending} busyText="Menyimpan...">
            Jadikan Member
          </Button>
        </>
      }
    >
      <form id="promote-form" onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-stone-600">
          <span className="font-semibold text-stone-900">{customer.name}</span> ({customer.email}) akan dapat masuk ke
          area member franchise untuk meminta stok.
        </p>
        <TextField
          id="promote-outlet-name"
          label="Nama Outlet"
          required
          data-autofocus
          error={errors.outletName?.message}
          {...register("outletName")}
        />
        <TextareaField
          id="promote-outlet-address"
          label="Alamat Outlet"
          required
          error={errors.outletAddress?.message}
          {...register("outletAddress")}
        />
        <SelectField
          id="promote-location"
          label="Lokasi Outlet"
          placeholder="Belum ditautkan"
          hint="Opsional: lokasi di daftar Lokasi yang dijalankan member ini."
          options={namedOptions(locations)}
          error={errors.locationId?.message}
          {...register("locationId")}
        />
      </form>
    </Modal>
  );
}
