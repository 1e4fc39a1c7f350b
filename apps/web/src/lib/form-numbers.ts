/**
 * react-hook-form `setValueAs` for a number input: an emptied field is "not given" (undefined), so
 * the contract answers with its own 'wajib diisi' message or uses its default, rather than
 * receiving 0 or NaN. Use as `register("capacity", { setValueAs: toOptionalNumber })`.
 */
export function toOptionalNumber(value: unknown): number | undefined {
  return value === "" || value === null || value === undefined ? undefined : Number(value);
}
