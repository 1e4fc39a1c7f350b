import { type LocationRecord, registerOpenBody } from "@kedai/shared";
import { type FormEvent, useId, useState } from "react";
import { Button, ErrorAlert, Modal, SelectField, TextareaField, TextField } from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { toOptionalNumber } from "../../../lib/form-numbers";
import { useListQuery } from "../../../lib/use-resource";
import { useOpenRegister } from "../api/open-register";

const OPEN_FAILED = "Gagal membuka sesi register.";
const OUTLETS_FAILED = "Gagal memuat daftar outlet.";

type Errors = { outlet?: string; openingBalance?: string; form?: string };

/**
 * "Buka Register": the till takes no order until the cashier names the outlet and counts the float
 * into the drawer (docs/business-rules.md#register). It cannot be dismissed; logout stays in the header.
 */
export function OpenRegisterModal() {
  const id = useId();
  const outlets = useListQuery<LocationRecord>("/locations", OUTLETS_FAILED, { status: "Active" });
  const open = useOpenRegister();
  const [outlet, setOutlet] = useState("");
  const [openingBalance, setOpeningBalance] = useState("");
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (open.isPending) return;
    const parsed = registerOpenBody.safeParse({
      outlet,
      openingBalance: toOptionalNumber(openingBalance.trim()),
      notes: { opening: notes },
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "outlet" || field === "openingBalance") found[field] ??= issue.message;
        else found.form ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await open.mutateAsync(parsed.data);
    } catch (error) {
      setErrors({ form: messageOf(error, OPEN_FAILED) });
    }
  }

  const outletChoices = (outlets.data ?? []).map((location) => ({ value: location._id, label: location.name }));

  return (
    <Modal
      open
      onClose={() => undefined}
      dismissible={false}
      title="Buka Register"
      size="sm"
      footer={
        <Button type="submit" form={`${id}-form`} size="lg" busy={open.isPending} busyText="Memproses...">
          Buka Register
        </Button>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-stone-600">Buka sesi kasir terlebih dahulu sebelum menerima pesanan.</p>
        {errors.form ? <ErrorAlert>{errors.form}</ErrorAlert> : null}
        <SelectField
          id={`${id}-outlet`}
          label="Outlet"
          required
          placeholder={outlets.isPending ? "Memuat..." : "Pilih outlet"}
          options={outletChoices}
          value={outlet}
          onChange={(event) => setOutlet(event.target.value)}
          error={errors.outlet}
          className="h-12 text-base"
        />
        <TextField
          id={`${id}-balance`}
          label="Saldo Awal (Rp)"
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={openingBalance}
          onChange={(event) => setOpeningBalance(event.target.value)}
          error={errors.openingBalance}
          className="h-12 text-base"
        />
        <TextareaField
          id={`${id}-notes`}
          label="Catatan"
          rows={2}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </form>
    </Modal>
  );
}
