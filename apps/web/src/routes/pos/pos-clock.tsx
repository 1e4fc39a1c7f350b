import { formatDate, formatTime } from "../../lib/format";
import { useNow } from "../../lib/use-now";

/** The POS clock: 24-hour time and short date, updated every second, in the business time zone. */
export function PosClock() {
  const now = useNow(1000);
  return (
    <div className="text-right leading-tight tabular-nums">
      <p className="text-lg font-bold text-white">{formatTime(now, undefined, { seconds: true })}</p>
      <p className="text-xs text-stone-400">{formatDate(now)}</p>
    </div>
  );
}
