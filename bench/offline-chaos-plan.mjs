// What each till of bench/offline-chaos does with its order number `n` once the order is being
// prepared: the till (offline-chaos-till.ts) acts by it, and the bench checks the server by it.
// A round ('Tambahan') on one in four; a cancel on one in five, the rest paid in cash, one in three
// of those split in two cash parts.
export const chaosPlan = (n) => ({ round: n % 4 === 1, cancel: n % 5 === 4, split: n % 5 !== 4 && n % 3 === 0 });
