/**
 * `{ Preparing: "Preparing", … }` from a list of fixed values, so code writes
 * `ORDER_STATUS.Preparing` (checked by the compiler) instead of typing the string.
 */
export function namedValues<const Values extends readonly string[]>(
  values: Values,
): { readonly [Value in Values[number]]: Value } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [Value in Values[number]]: Value };
}
