import type { StockRequestStatus } from "@kedai/shared";
import { Badge, type BadgeTone } from "../../../components/ui";

const tones: Record<StockRequestStatus, BadgeTone> = {
  Diajukan: "sky",
  Diproses: "amber",
  "Dikirim Sebagian": "amber",
  Dikirim: "amber",
  Selesai: "green",
  Dibatalkan: "red",
};

export function StockRequestStatusBadge({ status }: { status: StockRequestStatus }) {
  return (
    <Badge tone={tones[status]} dot>
      {status}
    </Badge>
  );
}
