/** Work started in the background (after a commit, at start), kept until it ends so closing the app can wait for it. */
export class Running {
  private readonly work = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.work.add(work);
    void work.finally(() => this.work.delete(work)).catch(() => undefined);
    return work;
  }

  /** Every tracked piece of work has ended. */
  async idle(): Promise<void> {
    while (this.work.size > 0) await Promise.allSettled([...this.work]);
  }
}
