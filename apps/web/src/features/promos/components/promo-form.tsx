import {
  PROMO_TYPE_LABELS,
  PROMO_TYPES,
  type PromoBody,
  type PromoInput,
  type PromoRecord,
  promoBody,
} from "@kedai/shared";
import { Controller } from "react-hook-form";
import {
  DateField,
  optionsOf,
  RecordForm,
  RupiahField,
  SelectField,
  Switch,
  TextareaField,
  TextField,
} from "../../../components/ui";
import { todayKey } from "../../../lib/format";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

/** A new promo: a percentage, running today only until the dates are changed, switched on. */
const emptyPromo = (): PromoInput => ({
  name: "",
  code: "",
  type: "percentage",
  value: undefined,
  startDate: todayKey(),
  endDate: todayKey(),
  description: "",
  isActive: true,
});

const toValues = (promo: PromoRecord): PromoInput => ({
  name: promo.name,
  code: promo.code ?? "",
  type: promo.type,
  value: promo.value,
  startDate: promo.startDate,
  endDate: promo.endDate,
  description: promo.description,
  isActive: promo.isActive,
});

/**
 * A promo: name, type, value (a percent up to 100, or rupiah), start and end day required; the
 * code is optional and matched at checkout whatever its case. Switching it off is an edit.
 */
export function PromoForm(props: RecordFormProps<PromoRecord, PromoBody>) {
  const { register, control, errors, editing, watch, formProps } = useRecordForm(props, {
    schema: promoBody,
    empty: emptyPromo(),
    toValues,
  });
  const percentage = watch("type") === "percentage";

  return (
    <RecordForm
      {...formProps}
      label={editing ? "Edit promo" : "Tambah promo"}
      createLabel="Tambah Promo"
      saveLabel="Simpan Promo"
      columnsClassName="sm:grid-cols-2"
    >
      <TextField
        id="promo-name"
        label="Nama Promo"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        id="promo-code"
        label="Kode Promo"
        placeholder="mis. HEMAT10"
        hint="Opsional. Pelanggan boleh mengetiknya dengan huruf besar atau kecil."
        autoComplete="off"
        className="uppercase placeholder:normal-case"
        error={errors.code?.message}
        {...register("code")}
      />
      <SelectField
        id="promo-type"
        label="Tipe"
        required
        options={optionsOf(PROMO_TYPES, PROMO_TYPE_LABELS)}
        error={errors.type?.message}
        {...register("type")}
      />
      {/* A whole number either way: a percent (1–100) or rupiah, typed the Indonesian way. */}
      <RupiahField
        control={control}
        name="value"
        id="promo-value"
        label={percentage ? "Nilai (%)" : "Nilai (Rp)"}
        required
        error={errors.value?.message}
      />
      <DateField
        control={control}
        name="startDate"
        id="promo-start"
        label="Tanggal Mulai"
        required
        error={errors.startDate?.message}
      />
      <DateField
        control={control}
        name="endDate"
        id="promo-end"
        label="Tanggal Berakhir"
        required
        error={errors.endDate?.message}
      />
      <div className="sm:col-span-2">
        <TextareaField
          id="promo-description"
          label="Deskripsi"
          rows={2}
          error={errors.description?.message}
          {...register("description")}
        />
      </div>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-stone-200 px-4 py-3 sm:col-span-2">
            <div>
              <label htmlFor="promo-active" className="text-sm font-medium text-stone-700">
                Aktif
              </label>
              <p className="text-xs text-stone-500">
                Promo yang dimatikan tidak bisa dipakai di kasir maupun toko online.
              </p>
            </div>
            <Switch id="promo-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
          </div>
        )}
      />
    </RecordForm>
  );
}
