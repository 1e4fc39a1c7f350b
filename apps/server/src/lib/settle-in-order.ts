/**
 * Like Promise.all, but waits for every promise and then throws the first failure in argument
 * order. Statements of one transaction started together travel to PostgreSQL together (one round
 * trip instead of one each); waiting for all of them keeps the transaction from rolling back under
 * a statement still running, and the argument order, not the timing, decides which refusal the
 * request gets.
 */
export async function settleInOrder<T extends readonly unknown[] | []>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  for (const result of settled) if (result.status === "rejected") throw result.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
