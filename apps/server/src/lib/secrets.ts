import { timingSafeEqual } from "node:crypto";

/** Compares a secret someone sent with the expected one in constant time (missing never matches). */
export function sameSecret(sent: string | undefined, expected: string | undefined): boolean {
  if (!sent || !expected) return false;
  const left = Buffer.from(sent);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
