/**
 * The server's "now" for the times a person's work is measured by (attendance). It is the system
 * clock moved by an offset that only the test-clock route sets (registered when NODE_ENV=test), so
 * a browser journey can let an hour pass at once instead of waiting for it.
 */
let offsetMs = 0;

export const now = (): Date => new Date(Date.now() + offsetMs);

export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
