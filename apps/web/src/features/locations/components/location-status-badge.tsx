import { LOCATION_STATUS_LABELS, type LocationStatus } from "@kedai/shared";
import { Badge } from "../../../components/ui";

/** Aktif (green), Nonaktif (grey). */
export function LocationStatusBadge({ status }: { status: LocationStatus }) {
  return (
    <Badge tone={status === "Active" ? "green" : "stone"} dot>
      {LOCATION_STATUS_LABELS[status]}
    </Badge>
  );
}
