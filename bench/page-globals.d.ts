// What the benches leave on the page's `window` (set by a script they inject, read back through
// `page.evaluate`): the page's own code knows nothing of these.

/** One tap's times in ms from the click (pos-tap.mjs's probe). */
type TapTimes = { written: number; work: number; painted: number };

interface Window {
  /** pos-tap.mjs: `arm()` before a tap, `result()` its times once the cart is painted. */
  __tapProbe: { arm(): void; result(): Promise<TapTimes> | null };
  /** offline-sync.mjs: `performance.now()` when the till's order screen showed. */
  __tillShownAt: number;
  /** offline-sync.mjs: the long tasks' ms summed while the outbox drains. */
  __longTasks: number;
}
