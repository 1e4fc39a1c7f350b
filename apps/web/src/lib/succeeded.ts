/**
 * Whether a mutation went through, for forms that start afresh only then. A refusal has already
 * shown its toast (the mutation's onError), so it only resolves false here.
 */
export function succeeded(promise: Promise<unknown>): Promise<boolean> {
  return promise.then(
    () => true,
    () => false,
  );
}
