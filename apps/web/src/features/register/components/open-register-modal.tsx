import { type LocationRecord, type RegisterOpenBody, type RegisterOpenInput, registerOpenBody } from "@kedai/shared";
import { useId } from "react";
import {
  Button,
  ErrorAlert,
  Modal,
  namedOptions,
  RupiahField,
  SelectField,
  TextareaField,
} from "../../../components/ui";
import { useAppForm } from "../../../lib/use-app-form";
import { useListQuery } from "../../../lib/use-resource";
import { useOpenRegister } from "../api/open-register";

const OPEN_FAILED = "Gagal membuka sesi register.";
const OUTLETS_FAILED = "Gagal memuat daftar outlet.";

/**
 * "Buka Register": the till takes no order until the cashier names the outlet and counts the float
 * into the drawer (docs/business-rules.md#register). It cannot be dismissed; logout stays in the header.
 */
export function OpenRegisterModal() {
  const id = useId();
  const outlets = useListQuery<LocationRecord>("/locations", OUTLETS_FAILED, { status: "Active" });
  const open = useOpenRegister();
  const { register, control, errors, submit, submitting, formError, showFailure } = useAppForm<
    RegisterOpenInput,
    RegisterOpenBody
  >({
    schema: registerOpenBody,
    defaultValues: { outlet: "", openingBalance: undefined, notes: { opening: "" } },
    onValid: async (body) => {
      try {
        await open.mutateAsync(body);
      } catch (error) {
        showFailure(error, OPEN_FAILED);
      }
    },
  });

  return (
    <Modal
      open
      onClose={() => undefined}
      dismissible={false}
      title="Buka Register"
      size="sm"
      footer={
        <Button type="submit" form={`${id}-form`} size="lg" busy={submitting} busyText="Memproses...">
          Buka Register
        </Button>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-stone-600">Buka sesi kasir terlebih dahulu sebelum menerima pesanan.</p>
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <SelectField
          id={`${id}-outlet`}
          label="Outlet"
          required
          placeholder={outlets.isPending ? "Memuat..." : "Pilih outlet"}
          options={namedOptions(outlets.data ?? [])}
          error={errors.outlet?.message}
          className="h-12 text-base"
          {...register("outlet")}
        />
        <RupiahField
          control={control}
          name="openingBalance"
          id={`${id}-balance`}
          label="Saldo Awal (Rp)"
          required
          error={errors.openingBalance?.message}
          className="h-12 text-base"
        />
        <TextareaField
          id={`${id}-notes`}
          label="Catatan"
          rows={2}
          error={errors.notes?.opening?.message}
          {...register("notes.opening")}
        />
      </form>
    </Modal>
  );
}
