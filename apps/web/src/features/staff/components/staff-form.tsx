import {
  type LocationRecord,
  PAYROLL_TYPE_LABELS,
  PAYROLL_TYPES,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffBody,
  type StaffInput,
  type StaffRecord,
  staffBody,
  staffUpdateBody,
  todayKey,
} from "@kedai/shared";
import { z } from "zod";
import { namedOptions, optionsOf, RecordForm, RupiahField, SelectField, TextField } from "../../../components/ui";
import { DateField } from "../../../components/ui/date-input";
import { type RecordFormProps, useRecordForm } from "../../../lib/use-record-form";

/** A new account starts today (business time zone) unless the admin picks another day. */
const emptyStaff = (): StaffInput => ({
  fullName: "",
  username: "",
  password: "",
  phone: "",
  role: "staff",
  assignedLocation: "",
  payroll: { type: "monthly", rate: 0 },
  startDate: todayKey(),
  endDate: "",
});

function valuesOf(staff: StaffRecord): StaffInput {
  return {
    fullName: staff.fullName,
    username: staff.username,
    password: "",
    phone: staff.phone ?? "",
    role: staff.role,
    assignedLocation: staff.assignedLocation?._id ?? "",
    payroll: { type: staff.payroll.type, rate: staff.payroll.rate },
    startDate: staff.startDate,
    endDate: staff.endDate ?? "",
  };
}

// Editing: a blank password is left out of the request, so the account keeps its password.
const editSchema = staffUpdateBody.safeExtend({ password: z.union([z.literal(""), staffBody.shape.password]) });

/** The staff account form (admin only): identity, sign-in, role, outlet and pay. */
export function StaffForm({
  locations,
  ...props
}: RecordFormProps<StaffRecord, StaffBody> & { locations: LocationRecord[] }) {
  const { register, control, errors, editing, formProps } = useRecordForm(props, {
    schema: (props.record ? editSchema : staffBody) as z.ZodType<StaffBody, StaffInput>,
    empty: emptyStaff(),
    toValues: valuesOf,
    toBody: ({ password, ...rest }) => (password ? { ...rest, password } : rest) as StaffBody,
    focus: "fullName",
  });

  return (
    <RecordForm {...formProps} createLabel="Tambah Pegawai">
      <TextField
        id="staff-full-name"
        label="Nama Lengkap"
        autoComplete="off"
        required
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <TextField
        id="staff-username"
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        required
        error={errors.username?.message}
        {...register("username")}
      />
      <TextField
        id="staff-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required={!editing}
        hint={editing ? "Kosongkan jika password tidak diubah." : "Minimal 6 karakter."}
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        id="staff-phone"
        label="Telepon"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <SelectField
        id="staff-role"
        label="Peran"
        required
        options={optionsOf(STAFF_ROLES, ROLE_LABELS)}
        error={errors.role?.message}
        {...register("role")}
      />
      <SelectField
        id="staff-location"
        label="Lokasi Tugas"
        placeholder="Tanpa lokasi"
        options={namedOptions(locations)}
        error={errors.assignedLocation?.message}
        {...register("assignedLocation")}
      />
      <SelectField
        id="staff-payroll-type"
        label="Tipe Gaji"
        options={optionsOf(PAYROLL_TYPES, PAYROLL_TYPE_LABELS)}
        error={errors.payroll?.type?.message}
        {...register("payroll.type")}
      />
      <RupiahField
        control={control}
        name="payroll.rate"
        id="staff-payroll-rate"
        label="Tarif Gaji (Rp)"
        hint="Per bulan untuk gaji Bulanan, per jam untuk gaji Per Jam."
        error={errors.payroll?.rate?.message}
      />
      <DateField
        control={control}
        name="startDate"
        id="staff-start-date"
        label="Tanggal mulai kerja"
        required
        error={errors.startDate?.message}
      />
      <DateField
        control={control}
        name="endDate"
        id="staff-end-date"
        label="Tanggal berhenti"
        hint="Isi saat pegawai berhenti: mulai hari berikutnya akun ini tidak dapat login dan tidak digaji."
        error={errors.endDate?.message}
      />
    </RecordForm>
  );
}
