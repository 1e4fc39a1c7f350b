import {
  ATTENDANCE_STATUS,
  type AttendanceRecord,
  type ClockInBody,
  type ClockInInput,
  type ClockOutBody,
  type ClockOutInput,
  clockInBody,
  clockOutBody,
  type LocationRecord,
} from "@kedai/shared";
import { LogIn, LogOut } from "lucide-react";
import {
  Badge,
  Button,
  ErrorAlert,
  LoadingText,
  namedOptions,
  Panel,
  SelectField,
  TextareaField,
} from "../../../components/ui";
import { messageOf } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { useAppForm } from "../../../lib/use-app-form";
import { useNow } from "../../../lib/use-now";
import { useClockIn } from "../api/clock-in";
import { useClockOut } from "../api/clock-out";
import { STATUS_LOAD_FAILED, useAttendanceStatus } from "../api/get-attendance-status";
import { formatWorkDuration } from "../format";

/** Clock in: the work location is required; only Active outlets are offered. */
function ClockInForm({ locations, locationsLoading }: { locations: LocationRecord[]; locationsLoading: boolean }) {
  const clockIn = useClockIn();
  const { register, errors, submit, submitting } = useAppForm<ClockInInput, ClockInBody>({
    schema: clockInBody,
    defaultValues: { locationId: "" },
    // A refusal is the hook's toast ('Gagal melakukan clock in.' or the server's reason).
    onValid: (body) => clockIn.mutateAsync(body).catch(() => undefined),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SelectField
        id="attendance-location"
        label="Lokasi Kerja"
        required
        placeholder={locationsLoading ? "Memuat lokasi..." : "Pilih lokasi"}
        options={namedOptions(locations)}
        error={errors.locationId?.message}
        {...register("locationId")}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        busy={submitting}
        busyText="Memproses..."
        icon={<LogIn aria-hidden="true" className="size-5" />}
      >
        Clock In
      </Button>
    </form>
  );
}

/** The open session (since when, where, how long so far) and clock out with an optional note. */
function ClockOutForm({ session }: { session: AttendanceRecord }) {
  const clockOut = useClockOut();
  const { register, errors, submit, submitting } = useAppForm<ClockOutInput, ClockOutBody>({
    schema: clockOutBody,
    defaultValues: { notes: "" },
    onValid: (body) => clockOut.mutateAsync(body).catch(() => undefined),
  });
  // A minute is the smallest step the duration shows.
  const now = useNow(60_000);
  const minutesSoFar = Math.max(0, (now.getTime() - new Date(session.clockInTime).getTime()) / 60_000);

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-500">Sejak</dt>
        <dd className="font-medium text-stone-800">{formatDateTime(session.clockInTime)}</dd>
        <dt className="text-stone-500">Lokasi</dt>
        <dd className="font-medium text-stone-800">{session.location.name}</dd>
        <dt className="text-stone-500">Durasi</dt>
        <dd className="font-medium text-stone-800">{formatWorkDuration(minutesSoFar)}</dd>
      </dl>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextareaField
          id="attendance-notes"
          label="Catatan"
          hint="Opsional, mis. pekerjaan yang diserahkan ke shift berikutnya."
          maxLength={500}
          error={errors.notes?.message}
          {...register("notes")}
        />
        <Button
          type="submit"
          size="lg"
          variant="danger"
          className="w-full"
          busy={submitting}
          busyText="Memproses..."
          icon={<LogOut aria-hidden="true" className="size-5" />}
        >
          Clock Out
        </Button>
      </form>
    </div>
  );
}

/**
 * The staff member's attendance: Clocked Out (choose a location, clock in) or Clocked In (the open
 * session, clock out with a note). Built for a phone held in one hand: one column, full-width buttons.
 */
export function AttendanceCard({
  locations,
  locationsLoading,
}: {
  locations: LocationRecord[];
  locationsLoading: boolean;
}) {
  const status = useAttendanceStatus();
  const session = status.data?.status === ATTENDANCE_STATUS["Clocked In"] ? status.data.session : null;

  return (
    <Panel
      title="Status Kehadiran"
      actions={
        status.data ? (
          <Badge tone={session ? "green" : "stone"} dot>
            {session ? "Clocked In" : "Clocked Out"}
          </Badge>
        ) : undefined
      }
    >
      {status.isPending ? (
        <LoadingText />
      ) : status.isError ? (
        <div className="space-y-3">
          <ErrorAlert>{messageOf(status.error, STATUS_LOAD_FAILED)}</ErrorAlert>
          <Button variant="secondary" onClick={() => status.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : session ? (
        <ClockOutForm session={session} />
      ) : (
        <ClockInForm locations={locations} locationsLoading={locationsLoading} />
      )}
    </Panel>
  );
}
