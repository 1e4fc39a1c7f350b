import { type SupplierBody, type SupplierInput, type SupplierRecord, supplierBody } from "@kedai/shared";
import { RecordForm, TextareaField, TextField } from "../../../components/ui";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const EMPTY = { name: "", contactPerson: "", phone: "", address: "", notes: "" } satisfies SupplierInput;

export function SupplierForm(props: RecordFormProps<SupplierRecord, SupplierBody>) {
  const { register, errors, formProps } = useRecordForm(props, {
    schema: supplierBody,
    empty: EMPTY,
    toValues: ({ name, contactPerson, phone, address, notes }): SupplierInput => ({
      name,
      contactPerson,
      phone,
      address,
      notes,
    }),
    // Emptied optional fields are sent as "" so an edit can clear them (left out would keep them).
    toBody: (body) => ({
      ...body,
      contactPerson: body.contactPerson ?? "",
      address: body.address ?? "",
      notes: body.notes ?? "",
    }),
  });

  return (
    <RecordForm {...formProps} createLabel="Tambah Supplier">
      <TextField
        id="supplier-name"
        label="Nama Supplier"
        fieldClassName="@xl:col-span-2"
        placeholder="mis. CV Sumber Pangan"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        id="supplier-contact"
        label="Nama Kontak"
        autoComplete="off"
        error={errors.contactPerson?.message}
        {...register("contactPerson")}
      />
      <TextField
        id="supplier-phone"
        label="Nomor Telepon"
        type="tel"
        inputMode="tel"
        placeholder="mis. 0812 3456 7890"
        autoComplete="off"
        required
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextareaField
        id="supplier-address"
        label="Alamat"
        rows={2}
        error={errors.address?.message}
        {...register("address")}
      />
      <TextareaField
        id="supplier-notes"
        label="Catatan"
        rows={2}
        error={errors.notes?.message}
        {...register("notes")}
      />
    </RecordForm>
  );
}
