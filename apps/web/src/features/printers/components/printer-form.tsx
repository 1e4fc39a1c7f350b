import {
  PAPER_WIDTHS,
  PRINTER_CONNECTION_LABELS,
  PRINTER_CONNECTION_TYPES,
  PRINTER_LANGUAGE_LABELS,
  PRINTER_LANGUAGES,
  PRINTER_ROLE_LABELS,
  PRINTER_ROLES,
  type PrinterBody,
  type PrinterInput,
  type PrinterRecord,
  printerBody,
  RAW_PRINT_PORT,
} from "@kedai/shared";
import { get, useWatch } from "react-hook-form";
import {
  CheckboxField,
  NumberField,
  namedOptions,
  optionsOf,
  RecordForm,
  SelectField,
  TextField,
} from "../../../components/ui";
import { toOptionalNumber } from "../../../lib/form-numbers";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

const ROLE_OPTIONS = optionsOf(PRINTER_ROLES, PRINTER_ROLE_LABELS);
const CONNECTION_OPTIONS = optionsOf(PRINTER_CONNECTION_TYPES, PRINTER_CONNECTION_LABELS);
const LANGUAGE_OPTIONS = optionsOf(PRINTER_LANGUAGES, PRINTER_LANGUAGE_LABELS);
const PAPER_OPTIONS = PAPER_WIDTHS.map((width) => ({ value: String(width), label: `${width} mm` }));

const EMPTY: PrinterInput = {
  name: "",
  outlet: "",
  role: "kitchen",
  connection: { type: "network", host: "", port: RAW_PRINT_PORT },
  paperWidth: 80,
  orderQr: false,
  language: "esc-pos",
};

type PrinterFormProps = RecordFormProps<PrinterRecord, PrinterBody> & {
  outlets: readonly { _id: string; name: string }[];
};

export function PrinterForm({ outlets, ...props }: PrinterFormProps) {
  const { register, control, errors, formProps } = useRecordForm(props, {
    schema: printerBody,
    empty: EMPTY,
    toValues: ({ name, outlet, role, connection, paperWidth, orderQr, language }) => ({
      name,
      outlet: outlet._id,
      role,
      connection,
      paperWidth,
      orderQr,
      language,
    }),
  });
  const connection = useWatch({ control, name: "connection.type" });
  // The connection's fields differ by its type: read their messages by path.
  const connectionError = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;

  return (
    <RecordForm {...formProps} createLabel="Tambah Printer">
      <TextField
        id="printer-name"
        label="Nama Printer"
        placeholder="mis. Dapur Utama"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <SelectField
        id="printer-outlet"
        label="Outlet"
        placeholder="Pilih outlet"
        options={namedOptions(outlets)}
        required
        error={errors.outlet?.message}
        {...register("outlet")}
      />
      <SelectField
        id="printer-role"
        label="Fungsi"
        options={ROLE_OPTIONS}
        error={errors.role?.message}
        {...register("role")}
      />
      <SelectField
        id="printer-paper"
        label="Lebar Kertas"
        options={PAPER_OPTIONS}
        error={errors.paperWidth?.message}
        {...register("paperWidth", { setValueAs: toOptionalNumber })}
      />
      <SelectField
        id="printer-connection"
        label="Koneksi"
        options={CONNECTION_OPTIONS}
        error={connectionError("connection")}
        {...register("connection.type")}
      />
      {connection === "network" ? (
        <>
          <TextField
            id="printer-host"
            label="Alamat IP Printer"
            placeholder="mis. 192.168.1.50"
            autoComplete="off"
            inputMode="decimal"
            required
            hint="Lihat di halaman tes printer (tahan tombol FEED saat menyalakan)."
            error={connectionError("connection.host")}
            {...register("connection.host")}
          />
          <NumberField
            control={control}
            name="connection.port"
            id="printer-port"
            label="Port"
            decimals={0}
            grouped={false}
            hint={`Hampir semua printer thermal memakai ${RAW_PRINT_PORT}.`}
            error={connectionError("connection.port")}
          />
        </>
      ) : null}
      <SelectField
        id="printer-language"
        label="Bahasa Printer"
        options={LANGUAGE_OPTIONS}
        hint="StarPRNT hanya untuk printer Star Micronics yang diatur ke mode StarPRNT."
        error={errors.language?.message}
        {...register("language")}
      />
      <CheckboxField
        id="printer-order-qr"
        label="Cetak QR pesanan di struk"
        hint="Matikan untuk printer 58 mm murah yang tidak bisa mencetak QR."
        {...register("orderQr")}
      />
    </RecordForm>
  );
}
