/*
 * The device printing's work under way: order lookups of the outlet's kitchen watch and papers
 * being encoded and sent. Kept so that "nothing more was printed" can be known, not guessed after
 * a pause: `devicePrintingIdle` settles once all of it (and whatever it started) is done.
 */
const underWay = new Set<Promise<unknown>>();

/** Counts `work` as under way until it settles; answers it. */
export function tracked<T>(work: Promise<T>): Promise<T> {
  underWay.add(work);
  const done = () => underWay.delete(work);
  work.then(done, done);
  return work;
}

/** Settles once every piece of work begun so far, and any begun meanwhile, has settled. */
export async function devicePrintingIdle(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}
