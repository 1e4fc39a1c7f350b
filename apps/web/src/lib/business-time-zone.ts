import { setBusinessTimeZone } from "@kedai/shared";
import { api } from "./api";

export const CONFIG_PATH = "/config";
const STORED_ZONE = "kedai.businessTimeZone";

function stored(): string | null {
  try {
    return window.localStorage.getItem(STORED_ZONE);
  } catch {
    return null;
  }
}

/** Asks the server for its business time zone and makes it the formatters' default; false if it cannot. */
async function fetchZone(): Promise<boolean> {
  try {
    const answer = await api.get<{ businessTimeZone?: unknown }>(CONFIG_PATH);
    const zone = answer?.businessTimeZone;
    if (typeof zone !== "string" || !setBusinessTimeZone(zone)) return false;
    try {
      window.localStorage.setItem(STORED_ZONE, zone);
    } catch {}
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the business time zone before the app shows any date: every date, "today", pickup time and
 * report day is the shop's, whatever the zone of this device (docs/business-rules.md#time-zone).
 * The zone this browser last saw is used at once and refreshed behind it; the first visit waits for
 * the server at most `waitMs` (a flaky connection must not keep the app from starting), then goes on
 * with the default and keeps asking behind.
 */
export async function loadBusinessTimeZone({ waitMs = 4_000 }: { waitMs?: number } = {}): Promise<void> {
  const known = stored();
  if (known && setBusinessTimeZone(known)) {
    void fetchZone();
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([fetchZone(), new Promise<void>((done) => (timer = setTimeout(done, waitMs)))]);
  clearTimeout(timer);
}
