import { TABLE_STATUS_LABELS, type TableStatus } from "@kedai/shared";
import { Badge, type BadgeTone } from "../../../components/ui";

const tones: Record<TableStatus, BadgeTone> = { Available: "green", Occupied: "red", Reserved: "amber" };

/** Tersedia (green), Terisi (red), Dipesan (amber). */
export function TableStatusBadge({ status, className }: { status: TableStatus; className?: string }) {
  return (
    <Badge tone={tones[status]} dot className={className}>
      {TABLE_STATUS_LABELS[status]}
    </Badge>
  );
}
