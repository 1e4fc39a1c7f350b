/**
 * Prints waiting to go out, run after the request that caused them has answered. Jobs for one
 * printer run one after another (two tickets never interleave their bytes on one socket, and come
 * out in the order the orders were placed); different printers print in parallel. A job never
 * throws into the queue: it records its own failure.
 */
export class PrintQueue {
  private readonly chains = new Map<string, Promise<void>>();

  enqueue(printerId: string, job: () => Promise<void>): void {
    const previous = this.chains.get(printerId) ?? Promise.resolve();
    const next = previous.then(job).catch(() => {});
    this.chains.set(printerId, next);
    // The chain forgets a printer once its last job is done, so the map does not grow.
    void next.then(() => {
      if (this.chains.get(printerId) === next) this.chains.delete(printerId);
    });
  }

  /** Resolves once every job queued so far (and any queued meanwhile) has finished. */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()]);
  }
}
