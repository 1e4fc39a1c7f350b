import { type CustomerBody, type CustomerInput, type CustomerRecord, customerBody } from "@kedai/shared";
import { useId } from "react";
import { Button, EmailField, ErrorAlert, Modal, PhoneField, TextareaField, TextField } from "../../../components/ui";
import { toast } from "../../../lib/toast";
import { useAppForm } from "../../../lib/use-app-form";
import { useCreateCustomer } from "../api/create-customer";

const ADD_FAILED = "Gagal menambahkan customer";
const EMPTY: CustomerInput = { name: "", email: "", phone: "", address: "" };

type AddCustomerModalProps = {
  open: boolean;
  onClose: () => void;
  /** The new customer, to be chosen for the order at once. */
  onAdded: (customer: CustomerRecord) => void;
};

/** A customer added at the till: name, email and mobile required, address optional. */
export function AddCustomerModal({ open, onClose, onAdded }: AddCustomerModalProps) {
  const id = useId();
  const create = useCreateCustomer();
  const { register, reset, errors, submit, submitting, formError, showFailure } = useAppForm<
    CustomerInput,
    CustomerBody
  >({
    schema: customerBody,
    defaultValues: EMPTY,
    onValid: async (body) => {
      try {
        const answer = await create.mutateAsync(body);
        toast.success(answer.message);
        onAdded(answer.data);
        close();
      } catch (error) {
        showFailure(error, ADD_FAILED);
      }
    },
  });

  function close() {
    reset(EMPTY);
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!submitting}
      title="Tambah Customer"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={submitting}>
            Batal
          </Button>
          <Button type="submit" form={`${id}-form`} busy={submitting} busyText="Menyimpan...">
            Simpan
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-3">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <TextField
          id={`${id}-name`}
          label="Nama"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register("name")}
        />
        <EmailField
          id={`${id}-email`}
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
        <PhoneField
          id={`${id}-phone`}
          label="No. HP"
          required
          autoComplete="off"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextareaField
          id={`${id}-address`}
          label="Alamat"
          rows={2}
          error={errors.address?.message}
          {...register("address")}
        />
      </form>
    </Modal>
  );
}
