import { businessTimeZone, setBusinessTimeZone } from "@kedai/shared";
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
 * Sets the business time zone for every date, "today", pickup time and report day the app shows:
 * the shop's, whatever the zone of this device (docs/business-rules.md#time-zone). The zone this
 * browser last saw (else the default) is used at once, so the first screen is drawn without waiting
 * for the server; the server's answer follows behind. Resolves to true when that answer changed the
 * zone in use: what was drawn meanwhile must be drawn again (app/redraw-on-zone.tsx). Only a first
 * visit to a shop outside the default zone, or a shop that moved, ever sees that.
 */
export async function loadBusinessTimeZone(): Promise<boolean> {
  const known = stored();
  if (known) setBusinessTimeZone(known);
  const before = businessTimeZone();
  await fetchZone();
  return businessTimeZone() !== before;
}
