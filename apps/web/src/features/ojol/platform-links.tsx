import {
  OJOL_PLATFORM_LABELS,
  OJOL_PLATFORMS,
  type PlatformConnectionTest,
  type PlatformLinkBody,
  type PlatformLinkRecord,
  platformLinkBody,
} from "@kedai/shared";
import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  Button,
  CheckboxField,
  NumberField,
  namedOptions,
  optionsOf,
  SelectField,
  TextField,
} from "../../components/ui";
import { api, messageOf } from "../../lib/api";
import { useMutation } from "../../lib/mutation";
import { toast } from "../../lib/toast";
import { useAppForm } from "../../lib/use-app-form";
import { useListQuery } from "../../lib/use-resource";

const LINKS_PATH = "/ojol/links";
const PLATFORM_OPTIONS = optionsOf(OJOL_PLATFORMS, OJOL_PLATFORM_LABELS);
type LinkValues = z.input<typeof platformLinkBody>;
const EMPTY: LinkValues = {
  outletId: "",
  platform: "grabfood",
  merchantRef: "",
  enabled: false,
  autoAccept: false,
  commissionPercent: 20,
  markupPercent: 0,
  clientId: "",
  clientSecret: "",
  inboundClientId: "",
  inboundSecret: "",
};

/**
 * Pengaturan → Ojol (docs/business-rules.md#ojol): each outlet's link to GoFood and GrabFood, for
 * admins. Saving the same outlet and platform again changes its link; a secret left empty keeps the
 * stored one, and no secret is ever shown again. 'Tes koneksi' asks the platform for a token.
 */
export function PlatformLinksSettings({ outlets }: { outlets: readonly { _id: string; name: string }[] }) {
  const client = useQueryClient();
  const links = useListQuery<PlatformLinkRecord>(LINKS_PATH, "Gagal memuat tautan ojol.");
  const save = useMutation({
    mutationFn: (body: PlatformLinkBody) => api.post<PlatformLinkRecord>(LINKS_PATH, body),
    onSuccess: (link) => toast.success(`Tautan ${OJOL_PLATFORM_LABELS[link.platform]} ${link.outletName} disimpan.`),
    onError: (error) => toast.error(messageOf(error, "Gagal menyimpan tautan ojol.")),
    onSettled: () => client.invalidateQueries({ queryKey: [LINKS_PATH] }),
  });
  const test = useMutation({
    mutationFn: (link: PlatformLinkRecord) => api.post<PlatformConnectionTest>(`${LINKS_PATH}/${link._id}/test`),
    onSuccess: (answer) => (answer.ok ? toast.success(answer.message) : toast.error(answer.message)),
    onError: (error) => toast.error(messageOf(error, "Tes koneksi gagal.")),
  });
  const form = useAppForm({
    schema: platformLinkBody,
    defaultValues: EMPTY,
    onValid: async (body) => {
      // An empty secret is not sent: the stored one stays.
      await save.mutateAsync({
        ...body,
        clientSecret: body.clientSecret || undefined,
        inboundSecret: body.inboundSecret || undefined,
      });
      form.reset({ ...body, clientSecret: "", inboundSecret: "" });
    },
  });
  const { register, errors, control } = form;
  const platform = form.watch("platform");

  return (
    <div className="space-y-4">
      <form onSubmit={form.submit} className="grid gap-3 sm:grid-cols-2" noValidate aria-label="Tautan ojol">
        <SelectField
          id="ojol-outlet"
          label="Outlet"
          placeholder="Pilih outlet"
          options={namedOptions(outlets)}
          error={errors.outletId?.message}
          {...register("outletId")}
        />
        <SelectField id="ojol-platform" label="Platform" options={PLATFORM_OPTIONS} {...register("platform")} />
        <TextField
          id="ojol-merchant"
          label={platform === "gofood" ? "GoFood Outlet ID" : "GrabFood Merchant ID"}
          autoComplete="off"
          error={errors.merchantRef?.message}
          {...register("merchantRef")}
        />
        <NumberField control={control} name="commissionPercent" id="ojol-commission" label="Komisi (%)" decimals={2} />
        <TextField id="ojol-client-id" label="Client ID" autoComplete="off" {...register("clientId")} />
        <TextField
          id="ojol-client-secret"
          label="Client Secret"
          type="password"
          autoComplete="new-password"
          hint="Kosongkan untuk memakai yang tersimpan."
          {...register("clientSecret")}
        />
        {platform === "grabfood" ? (
          <TextField
            id="ojol-inbound-id"
            label="Client ID untuk GrabFood"
            autoComplete="off"
            {...register("inboundClientId")}
          />
        ) : null}
        <TextField
          id="ojol-inbound-secret"
          label={platform === "gofood" ? "Notification Secret Key" : "Client Secret untuk GrabFood"}
          type="password"
          autoComplete="new-password"
          hint="Kosongkan untuk memakai yang tersimpan."
          {...register("inboundSecret")}
        />
        <CheckboxField id="ojol-enabled" label="Aktif (pesanan masuk)" {...register("enabled")} />
        <CheckboxField id="ojol-auto" label="Terima otomatis" {...register("autoAccept")} />
        <div className="sm:col-span-2">
          <Button type="submit" busy={form.submitting}>
            Simpan Tautan
          </Button>
        </div>
      </form>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {(links.data ?? []).length === 0 ? (
          <li className="p-3 text-sm text-stone-500">Belum ada tautan ojol.</li>
        ) : null}
        {(links.data ?? []).map((link) => (
          <li key={link._id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <span>
              <strong>{link.outletName}</strong> · {OJOL_PLATFORM_LABELS[link.platform]} {link.merchantRef} ·{" "}
              {link.enabled ? "Aktif" : "Nonaktif"} · {link.autoAccept ? "Terima otomatis" : "Terima manual"} · Komisi{" "}
              {link.commissionPercent}% · {link.clientSecretSet ? "Rahasia tersimpan" : "Belum ada rahasia"}
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => form.reset({ ...EMPTY, ...link, clientSecret: "", inboundSecret: "" })}
              >
                Ubah
              </Button>
              <Button size="sm" variant="secondary" onClick={() => test.mutate(link)} busy={test.isPending}>
                Tes koneksi
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
