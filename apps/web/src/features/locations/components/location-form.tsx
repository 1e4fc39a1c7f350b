import {
  LOCATION_STATUS_LABELS,
  LOCATION_STATUSES,
  type LocationBody,
  type LocationInput,
  type LocationRecord,
  locationBody,
  PBJT_MAX_PERCENT,
  slugify,
} from "@kedai/shared";
import { useWatch } from "react-hook-form";
import { NumberField, optionsOf, RecordForm, SelectField, TextareaField, TextField } from "../../../components/ui";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const EMPTY: LocationInput = { name: "", address: "", status: "Active", taxRatePercent: null, taxLabel: "" };

/** An empty rate field is "no rate of its own" (null), which the contract pairs with an empty label. */
export type LocationFormProps = RecordFormProps<LocationRecord, LocationBody & { slug: string }> & {
  /** Admins set an outlet's own tax; others see it read-only. */
  canChangeTax: boolean;
};
const STATUS_OPTIONS = optionsOf(LOCATION_STATUSES, LOCATION_STATUS_LABELS);

/**
 * The slug is shown read-only as the server will derive it from the name (docs/business-rules.md#master-data).
 * Head office keeps only its name and address: it sells nothing, so no status or tax of its own.
 */
export function LocationForm({ canChangeTax, ...props }: LocationFormProps) {
  const isHeadOffice = props.record?.kind === "head_office";
  const { register, control, errors, formProps } = useRecordForm(props, {
    schema: locationBody,
    empty: EMPTY,
    toValues: ({ name, address, status, taxRatePercent, taxLabel }): LocationInput => ({
      name,
      address,
      status,
      taxRatePercent,
      taxLabel: taxLabel ?? "",
    }),
    toBody: (body) => ({ ...body, slug: slugify(body.name) }),
  });
  const slug = slugify(useWatch({ control, name: "name" }) ?? "");

  return (
    <RecordForm {...formProps} createLabel="Tambah Lokasi">
      <TextField
        id="location-name"
        label="Nama Lokasi"
        placeholder="mis. Kedai Crepes Dago"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        id="location-slug"
        label="Slug"
        value={slug}
        placeholder="terisi otomatis dari nama"
        readOnly
        hint="Dibuat otomatis dari nama lokasi."
        className="bg-stone-50 font-mono text-stone-600"
      />
      <TextareaField
        id="location-address"
        label="Alamat"
        rows={3}
        required
        fieldClassName="@xl:col-span-2"
        error={errors.address?.message}
        {...register("address")}
      />
      {isHeadOffice ? null : (
        <>
          <SelectField
            id="location-status"
            label="Status"
            options={STATUS_OPTIONS}
            error={errors.status?.message}
            {...register("status")}
          />
          <NumberField
            control={control}
            name="taxRatePercent"
            emptyValue={null}
            decimals={2}
            id="location-tax-rate"
            label="Tarif Pajak Outlet (%)"
            placeholder="kosong = tarif di Pengaturan"
            readOnly={!canChangeTax}
            hint={`PBJT (pajak restoran daerah) paling tinggi ${PBJT_MAX_PERCENT}%. Kosongkan tarif dan label untuk memakai pajak di Pengaturan Umum.`}
            error={errors.taxRatePercent?.message}
          />
          <TextField
            id="location-tax-label"
            label="Label Pajak Outlet"
            placeholder="mis. PBJT (10%)"
            autoComplete="off"
            readOnly={!canChangeTax}
            hint={
              canChangeTax ? "Tertulis di struk dan rincian pesanan." : "Hanya Admin yang dapat mengubah pajak outlet."
            }
            error={errors.taxLabel?.message}
            {...register("taxLabel")}
          />
        </>
      )}
    </RecordForm>
  );
}
