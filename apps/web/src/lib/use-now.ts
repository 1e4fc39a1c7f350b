import { useEffect, useState } from "react";

/** The current time, refreshed every `intervalMs` (the POS clock ticks every second). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** m:ss left until `until` (an ISO time), or null once it has passed: a QRIS's countdown. */
export function timeLeft(until: string, now: Date): string | null {
  const seconds = Math.floor((Date.parse(until) - now.getTime()) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
