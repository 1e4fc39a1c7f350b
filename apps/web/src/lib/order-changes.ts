/**
 * The live order stream's news, for features that act on it besides refreshing their lists (a
 * device kitchen printer prints every new order of its outlet, ADR 0040). The orders feature owns
 * the one stream of the page and tells of it here; features may not import each other.
 */
export type OrderChangeListener = {
  /** This order changed (placed, paid, a round added, …). */
  changed(orderId: string): void;
  /** Changes may have been missed (a stream opened afresh, or the server's reset): look again. */
  missed(): void;
};

const listeners = new Set<OrderChangeListener>();

/** Listens until the returned function is called (an effect's cleanup). */
export function listenToOrderChanges(listener: OrderChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function orderChanged(orderId: string): void {
  for (const listener of listeners) listener.changed(orderId);
}

export function orderChangesMissed(): void {
  for (const listener of listeners) listener.missed();
}
