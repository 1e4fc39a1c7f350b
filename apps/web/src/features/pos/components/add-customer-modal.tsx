import { type CustomerRecord, customerBody } from "@kedai/shared";
import { type FormEvent, useId, useState } from "react";
import { Button, ErrorAlert, Modal, TextareaField, TextField } from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useCreateCustomer } from "../api/create-customer";

const ADD_FAILED = "Gagal menambahkan customer";
const EMPTY = { name: "", email: "", phone: "", address: "" };
type Field = keyof typeof EMPTY;

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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});

  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errors[field],
  });

  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = customerBody.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form") as Field | "form";
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      const answer = await create.mutateAsync(parsed.data);
      toast.success(answer.message);
      onAdded(answer.data);
      close();
    } catch (error) {
      setErrors({ form: messageOf(error, ADD_FAILED) });
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!create.isPending}
      title="Tambah Customer"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Batal
          </Button>
          <Button type="submit" form={`${id}-form`} busy={create.isPending} busyText="Menyimpan...">
            Simpan
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-3">
        {errors.form ? <ErrorAlert>{errors.form}</ErrorAlert> : null}
        <TextField id={`${id}-name`} label="Nama" required autoComplete="off" {...bind("name")} />
        <TextField id={`${id}-email`} label="Email" type="email" required autoComplete="off" {...bind("email")} />
        <TextField id={`${id}-phone`} label="No. HP" type="tel" required autoComplete="off" {...bind("phone")} />
        <TextareaField id={`${id}-address`} label="Alamat" rows={2} {...bind("address")} />
      </form>
    </Modal>
  );
}
