/**
 * A work duration as the attendance report shows it: whole hours, then the remaining minutes
 * ("8 jam 5 mnt"); '-' while there is none (the session is still open).
 */
export function formatWorkDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return "-";
  const whole = Math.floor(minutes);
  return `${Math.floor(whole / 60)} jam ${whole % 60} mnt`;
}
