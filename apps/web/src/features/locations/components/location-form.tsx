import {
  LOCATION_STATUS_LABELS,
  LOCATION_STATUSES,
  type LocationBody,
  type LocationInput,
  type LocationRecord,
  locationBody,
  slugify,
} from "@kedai/shared";
import { useWatch } from "react-hook-form";
import { optionsOf, RecordForm, SelectField, TextareaField, TextField } from "../../../components/ui";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const EMPTY: LocationInput = { name: "", address: "", status: "Active" };
const STATUS_OPTIONS = optionsOf(LOCATION_STATUSES, LOCATION_STATUS_LABELS);

/** The slug is shown read-only as the server will derive it from the name (docs/business-rules.md#master-data). */
export function LocationForm(props: RecordFormProps<LocationRecord, LocationBody & { slug: string }>) {
  const { register, control, errors, formProps } = useRecordForm(props, {
    schema: locationBody,
    empty: EMPTY,
    toValues: ({ name, address, status }): LocationInput => ({ name, address, status }),
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
      <SelectField
        id="location-status"
        label="Status"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register("status")}
      />
    </RecordForm>
  );
}
