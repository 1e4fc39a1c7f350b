import { zodResolver } from "@hookform/resolvers/zod";
import {
  PBJT_MAX_PERCENT,
  SETTINGS_IMAGE_FIELDS,
  type Settings,
  type SettingsImageField,
  settingsSchema,
} from "@kedai/shared";
import { ImageIcon, Upload, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Controller, type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import {
  Button,
  buttonClasses,
  Input,
  Panel,
  RepeatableRows,
  RupiahField,
  Switch,
  TextareaField,
  TextField,
} from "../../../components/ui";
import { isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { imageFileProblem, isPreviewableUrl, useObjectUrl } from "../../../lib/image-file";
import { toast } from "../../../lib/toast";
import { useSubmitOnce } from "../../../lib/use-submit-once";
import type { SettingsSubmission } from "../api/update-settings";

type SettingsValues = z.input<typeof settingsSchema>;
type OrderingToggle =
  | "transferWaitsForConfirmation"
  | "cashOnDelivery"
  | "cashOnDeliveryWaitsForConfirmation"
  | "preOrdersWhileClosed";

const IMAGE_LABELS: Record<SettingsImageField, { label: string; hint: string }> = {
  logoUrl: { label: "Logo", hint: "Tampil di header situs dan struk." },
  homePageImage: { label: "Gambar Halaman Beranda", hint: "Gambar utama di halaman depan." },
  aboutPageImage: { label: "Gambar Halaman Tentang Kami", hint: "Tampil di samping cerita usaha." },
};

const grid = "grid gap-4 md:grid-cols-2";

type NumberSetting =
  | "taxRatePercent"
  | "serviceChargePercent"
  | "packagingFee"
  | "deliveryFee"
  | "pointsEarnRupiah"
  | "pointValueRupiah"
  | "cashierDiscountApprovalPercent";

/** The rates (percent, two decimals) and rupiah amounts orders are priced with. */
const NUMBER_FIELDS: { name: NumberSetting; label: string; hint?: string; decimals?: boolean }[] = [
  {
    name: "taxRatePercent",
    label: "Tarif Pajak (%)",
    hint: `PBJT (pajak restoran daerah) paling tinggi ${PBJT_MAX_PERCENT}%. Outlet dapat memakai tarifnya sendiri di menu Lokasi.`,
    decimals: true,
  },
  {
    name: "serviceChargePercent",
    label: "Service Charge Bawaan (%)",
    hint: "Hanya untuk Dine-In di kasir; kasir dapat mengubahnya per pesanan.",
    decimals: true,
  },
  { name: "packagingFee", label: "Biaya Kemasan Take Away (Rp)" },
  { name: "deliveryFee", label: "Ongkos Kirim (Rp)" },
  {
    name: "pointsEarnRupiah",
    label: "Belanja per 1 Poin (Rp)",
    hint: "Pelanggan mendapat 1 poin untuk setiap kelipatan nilai ini pada pesanan selesai.",
  },
  { name: "pointValueRupiah", label: "Nilai 1 Poin (Rp)", hint: "Potongan harga untuk setiap poin yang ditukar." },
  {
    name: "cashierDiscountApprovalPercent",
    label: "Batas Diskon Kasir (%)",
    hint: "Diskon kasir di atas persentase tagihan ini perlu PIN manajer atau admin.",
    decimals: true,
  },
];

export type SettingsFormProps = {
  settings: Settings;
  /** Admins change the settings; other roles read them. */
  canEdit: boolean;
  saving: boolean;
  /** Resolves with the server's field messages when it refused the settings. */
  onSave: (submission: SettingsSubmission) => Promise<Record<string, string> | undefined>;
};

/**
 * The general settings: company info, operations and social media, the site's page texts, the
 * franchise page, the pictures, and the tax, fees and points the orders are priced with.
 */
export function SettingsForm({ settings, canEdit, saving, onSave }: SettingsFormProps) {
  const form = useForm<SettingsValues, unknown, Settings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: settings,
  });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const errors = formState.errors;
  const hours = useFieldArray({ control, name: "operationalHours" });
  const benefits = useFieldArray({ control, name: "franchiseBenefits" });
  const imageUrls = useWatch({ control, name: SETTINGS_IMAGE_FIELDS });
  const [images, setImages] = useState<Partial<Record<SettingsImageField, File>>>({});

  const text = (id: string, label: string, name: FieldPath<SettingsValues>, extra: { hint?: string } = {}) => (
    <TextField
      id={`settings-${id}`}
      label={label}
      autoComplete="off"
      error={fieldError(errors, name)}
      {...extra}
      {...register(name)}
    />
  );
  const longText = (id: string, label: string, name: FieldPath<SettingsValues>) => (
    <TextareaField
      id={`settings-${id}`}
      label={label}
      rows={4}
      fieldClassName="md:col-span-2"
      error={fieldError(errors, name)}
      {...register(name)}
    />
  );

  /** An on/off rule of online ordering (ADR 0050), with what it means. */
  const toggle = (id: string, name: OrderingToggle, label: string, hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-lg border border-stone-200 px-4 py-3 md:col-span-2">
          <div>
            <label htmlFor={`settings-${id}`} className="text-sm font-medium text-stone-700">
              {label}
            </label>
            <p className="text-xs text-stone-500">{hint}</p>
          </div>
          <Switch id={`settings-${id}`} checked={field.value ?? false} onCheckedChange={field.onChange} />
        </div>
      )}
    />
  );

  const { submit, pending } = useSubmitOnce(
    handleSubmit(async (values) => {
      const refused = await onSave({ settings: values, images });
      if (refused) {
        for (const [name, message] of Object.entries(refused)) {
          setError(name as FieldPath<SettingsValues>, { type: "server", message });
        }
        return;
      }
      setImages({});
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="max-w-5xl space-y-6">
      <fieldset disabled={!canEdit || saving || pending} className="space-y-6">
        {canEdit ? null : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Hanya Admin yang dapat mengubah pengaturan.
          </p>
        )}
        <Panel title="Informasi Perusahaan" description="Nama, alamat dan kontak yang tampil di situs dan struk.">
          <div className={grid}>
            {text("company-name", "Nama Perusahaan", "companyName")}
            {text("contact-number", "Nomor Kontak (WhatsApp)", "contactNumber", {
              hint: "Dipakai tombol chat di situs, mis. 6281234567890.",
            })}
            {text("contact-email", "Email Kontak", "contactEmail")}
            {text("map-url", "Tautan Google Maps", "googleMapUrl")}
            {longText("address", "Alamat", "address")}
          </div>
        </Panel>

        <Panel
          title="Rekening Transfer"
          description="Ditampilkan kepada pelanggan yang memilih Transfer Bank, bersama jumlah yang harus dibayar."
        >
          <div className={grid}>
            {text("bank-name", "Nama Bank", "bankName")}
            {text("account-number", "Nomor Rekening", "accountNumber")}
            {text("account-holder", "Atas Nama", "accountHolder")}
          </div>
        </Panel>

        <Panel
          title="Pesanan Online"
          description="Transfer Bank ditawarkan hanya bila nomor rekening diisi. Pesanan yang menunggu konfirmasi baru masuk dapur setelah kasir atau admin menekan Konfirmasi Pembayaran."
        >
          <div className={grid}>
            {toggle(
              "transfer-waits",
              "transferWaitsForConfirmation",
              "Transfer menunggu konfirmasi",
              "Pesanan transfer masuk dapur setelah uangnya dikonfirmasi.",
            )}
            {toggle(
              "cash-on-delivery",
              "cashOnDelivery",
              "Bayar tunai ke kurir (COD)",
              "Tawarkan bayar tunai saat pesanan diantar tiba.",
            )}
            {toggle(
              "cod-waits",
              "cashOnDeliveryWaitsForConfirmation",
              "COD menunggu konfirmasi",
              "Pesanan COD masuk dapur setelah dikonfirmasi kasir atau admin.",
            )}
            {toggle(
              "pre-orders",
              "preOrdersWhileClosed",
              "Pesan di muka saat toko tutup",
              "Saat toko tutup, pelanggan tetap dapat memesan untuk diambil atau diantar nanti pada jam operasional hari ini.",
            )}
          </div>
        </Panel>

        <Panel title="Operasional & Media Sosial" description="Jam buka menentukan kapan pesanan online diterima.">
          <div className="space-y-5">
            <RepeatableRows
              legend="Jam Operasional"
              hint="Satu baris per hari atau rentang hari, mis. 'Senin - Jumat' dan '10.00 - 21.00'."
              rowKeys={hours.fields.map((field) => field.id)}
              columnsClassName="grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
              onAdd={() => hours.append({ day: "", hours: "" })}
              addLabel="Tambah Jam"
              onRemove={hours.remove}
              removeLabel="Hapus jam operasional"
              renderRow={(index) => (
                <>
                  <Input
                    aria-label={`Hari ${index + 1}`}
                    placeholder="Senin - Jumat"
                    {...register(`operationalHours.${index}.day`)}
                  />
                  <Input
                    aria-label={`Jam ${index + 1}`}
                    placeholder="10.00 - 21.00"
                    {...register(`operationalHours.${index}.hours`)}
                  />
                </>
              )}
            />
            <div className={grid}>
              {text("instagram", "Instagram", "socialMedia.instagram")}
              {text("facebook", "Facebook", "socialMedia.facebook")}
              {text("whatsapp", "WhatsApp", "socialMedia.whatsapp")}
              {text("tiktok", "TikTok", "socialMedia.tiktok")}
            </div>
          </div>
        </Panel>

        <Panel title="Konten Halaman Situs" description="Teks beranda, tautan pesan antar, Tentang Kami dan katering.">
          <div className={grid}>
            {text("home-headline", "Judul Beranda", "homeHeadline")}
            {text("home-subheadline", "Subjudul Beranda", "homeSubheadline")}
            {text("gofood", "Tautan GoFood", "deliveryLinks.gofood")}
            {text("shopeefood", "Tautan ShopeeFood", "deliveryLinks.shopeefood")}
            {text("maxim", "Tautan Maxim", "deliveryLinks.maxim")}
            {longText("about-story", "Cerita Kami", "aboutStory")}
            {longText("about-mission", "Misi Kami", "aboutMission")}
            {text("catering-headline", "Judul Katering", "cateringHeadline")}
            {longText("catering-description", "Deskripsi Katering", "cateringDescription")}
          </div>
        </Panel>

        <Panel title="Konten Halaman Franchise">
          <div className="space-y-5">
            <div className={grid}>
              {text("franchise-headline", "Judul Franchise", "franchiseHeadline")}
              {text("franchise-subheadline", "Subjudul Franchise", "franchiseSubheadline")}
              {text("franchise-email", "Email Kontak Franchise", "franchiseContactEmail")}
            </div>
            <RepeatableRows
              legend="Keuntungan Franchise"
              rowKeys={benefits.fields.map((field) => field.id)}
              columnsClassName="grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]"
              onAdd={() => benefits.append({ title: "", description: "" })}
              addLabel="Tambah Keuntungan"
              onRemove={benefits.remove}
              removeLabel="Hapus keuntungan"
              renderRow={(index) => (
                <>
                  <Input
                    aria-label={`Judul keuntungan ${index + 1}`}
                    placeholder="Judul"
                    {...register(`franchiseBenefits.${index}.title`)}
                  />
                  <Input
                    aria-label={`Deskripsi keuntungan ${index + 1}`}
                    placeholder="Deskripsi"
                    {...register(`franchiseBenefits.${index}.description`)}
                  />
                </>
              )}
            />
          </div>
        </Panel>

        <Panel title="Aset Media" description="PNG atau JPEG, maksimal 2 MB.">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {SETTINGS_IMAGE_FIELDS.map((field, index) => (
              <MediaField
                key={field}
                field={field}
                url={imageUrls[index] ?? ""}
                file={images[field] ?? null}
                error={fieldError(errors, field)}
                onFile={(file) => {
                  const problem = file ? imageFileProblem(file) : null;
                  if (problem) {
                    toast.error(problem);
                    return;
                  }
                  setImages((current) => ({ ...current, [field]: file ?? undefined }));
                }}
                onClear={() => {
                  setImages((current) => ({ ...current, [field]: undefined }));
                  setValue(field, "", { shouldDirty: true });
                }}
              />
            ))}
          </div>
        </Panel>

        <Panel title="Pajak, Biaya & Poin" description="Dipakai untuk menghitung setiap pesanan baru.">
          <div className={grid}>
            {text("tax-label", "Label Pajak", "taxLabel", { hint: "Tertulis di struk, mis. 'PBJT (10%)'." })}
            {NUMBER_FIELDS.map(({ name, label, hint, decimals }) => (
              // Rupiah and percents alike, typed the Indonesian way ('11,5' %); an emptied field
              // stays "not a number", so the contract says so instead of using a default.
              <RupiahField
                key={name}
                control={control}
                name={name}
                id={`settings-${name}`}
                label={label}
                decimals={decimals ? 2 : 0}
                emptyValue={Number.NaN}
                hint={hint}
                error={errors[name]?.message}
              />
            ))}
          </div>
        </Panel>

        {canEdit ? (
          <div className="flex justify-end">
            <Button type="submit" disabled={saving}>
              {saving ? "Menyimpan..." : "Simpan Pengaturan"}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}

/** The message of a (possibly nested) field, e.g. "socialMedia.instagram". */
function fieldError(errors: object, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

function MediaField({
  field,
  url,
  file,
  error,
  onFile,
  onClear,
}: {
  field: SettingsImageField;
  url: string;
  file: File | null;
  error?: string;
  onFile: (file: File | null) => void;
  onClear: () => void;
}) {
  const { label, hint } = IMAGE_LABELS[field];
  const filePreview = useObjectUrl(file);
  const previewSrc = filePreview ?? (isPreviewableUrl(url) ? url.trim() : null);
  const inputId = `settings-image-${field}`;
  let status: ReactNode = "Belum ada gambar.";
  if (file) status = file.name;
  else if (url) status = "Gambar tersimpan.";

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <p className="text-xs text-stone-500">{hint}</p>
      <div className="flex h-32 items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
        {previewSrc ? (
          <img src={previewSrc} alt={`Pratinjau ${label.toLowerCase()}`} className="h-full w-full object-contain" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-8 text-stone-400" />
        )}
      </div>
      <p className="truncate text-xs text-stone-600">{status}</p>
      <div className="flex flex-wrap gap-2">
        <span className={cn(buttonClasses("secondary", "sm"), "relative cursor-pointer focus-within:outline-2")}>
          <Upload aria-hidden="true" className="size-4" /> Pilih Gambar
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            className="absolute inset-0 cursor-pointer opacity-0"
            onChange={(event) => {
              onFile(event.target.files?.[0] ?? null);
              event.target.value = "";
            }}
          />
        </span>
        {file || url ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={file ? () => onFile(null) : onClear}
            icon={<X aria-hidden="true" className="size-4" />}
          >
            {file ? "Batal" : "Hapus"}
          </Button>
        ) : null}
      </div>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}

/** The server's field messages of a refused save, for the form to show under its fields. */
export function refusedFields(error: unknown): Record<string, string> | undefined {
  return isApiError(error) && error.fields ? { ...error.fields } : undefined;
}
