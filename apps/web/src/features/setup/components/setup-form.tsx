import { type SetupBody, type SetupInput, setupBody } from "@kedai/shared";
import { Store } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { Button, ErrorAlert, NumberField, TextField } from "../../../components/ui";
import { isApiError, messageOf } from "../../../lib/api";
import { showFieldErrors, useAppForm } from "../../../lib/use-app-form";
import { useRunSetup } from "../api/run-setup";

const PASSWORDS_DIFFER = "Ulangi password harus sama dengan password.";

const setupForm = setupBody
  .extend({ passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ["passwordConfirm"],
    message: PASSWORDS_DIFFER,
  });
type SetupFormInput = SetupInput & { passwordConfirm: string };
type SetupFormValues = SetupBody & { passwordConfirm: string };

/** The first-run form: the owner's admin account, the company, the first outlet and its tax rate. */
export function SetupForm({ onDone }: { onDone: (username: string) => void }) {
  const runSetup = useRunSetup();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, setError, errors, submit, submitting } = useAppForm<SetupFormInput, SetupFormValues>({
    schema: setupForm,
    onValid: async ({ passwordConfirm: _, ...body }) => {
      setFailure(null);
      try {
        const done = await runSetup.mutateAsync(body);
        onDone(done.username);
      } catch (error) {
        if (isApiError(error)) showFieldErrors(setError, error.fields);
        setFailure(messageOf(error, "Pengaturan awal gagal disimpan. Coba lagi."));
      }
    },
    defaultValues: {
      fullName: "",
      username: "",
      password: "",
      passwordConfirm: "",
      companyName: "",
      outletName: "",
      outletAddress: "",
      taxRatePercent: 11,
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-stone-900">Akun pemilik (admin)</legend>
        <TextField
          id="setup-full-name"
          label="Nama Pemilik"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register("fullName")}
        />
        <TextField
          id="setup-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          required
          error={errors.username?.message}
          {...register("username")}
        />
        <TextField
          id="setup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="Minimal 8 karakter. Simpan baik-baik: inilah kunci seluruh toko."
          required
          error={errors.password?.message}
          {...register("password")}
        />
        <TextField
          id="setup-password-confirm"
          label="Ulangi Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.passwordConfirm?.message}
          {...register("passwordConfirm")}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-stone-900">Usaha dan outlet pertama</legend>
        <TextField
          id="setup-company"
          label="Nama Usaha"
          autoComplete="organization"
          required
          error={errors.companyName?.message}
          {...register("companyName")}
        />
        <TextField
          id="setup-outlet"
          label="Nama Outlet Pertama"
          required
          error={errors.outletName?.message}
          {...register("outletName")}
        />
        <TextField
          id="setup-outlet-address"
          label="Alamat Outlet"
          autoComplete="street-address"
          required
          error={errors.outletAddress?.message}
          {...register("outletAddress")}
        />
        <NumberField
          control={control}
          name="taxRatePercent"
          decimals={2}
          id="setup-tax"
          label="Tarif Pajak (%)"
          hint="PB1 restoran umumnya 10% atau 11%; isi 0 bila tidak memungut pajak."
          required
          error={errors.taxRatePercent?.message}
        />
      </fieldset>
      <Button
        type="submit"
        className="w-full"
        size="lg"
        busy={submitting}
        busyText="Menyimpan..."
        icon={<Store aria-hidden="true" className="size-4" />}
      >
        Buat Toko
      </Button>
    </form>
  );
}
