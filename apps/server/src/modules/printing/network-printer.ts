import { Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** How long one attempt may take, from connecting to the last byte written. */
const ATTEMPT_TIMEOUT_MS = 3_000;
/** A printer busy cutting or waking from sleep refuses a connection for a moment: try again. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;

export type NetworkAddress = { host: string; port: number };

/**
 * Sends ESC/POS bytes to a network printer's raw port (9100): connect, write, close. A thermal
 * printer prints what it receives and answers nothing, so the write being flushed to the socket
 * and the connection closing cleanly is the delivery.
 */
function sendOnce({ host, port }: NetworkAddress, bytes: Uint8Array, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`no answer within ${timeoutMs} ms`)));
    socket.once("error", fail);
    socket.connect(port, host, () => {
      socket.end(bytes, () => {
        socket.destroy();
        resolve();
      });
    });
  });
}

/**
 * Delivers with a timeout per attempt and a few retries. Throws the last attempt's error when the
 * printer never took the bytes (switched off, unplugged, wrong address).
 */
export async function sendToNetworkPrinter(address: NetworkAddress, bytes: Uint8Array): Promise<void> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await sendOnce(address, bytes, ATTEMPT_TIMEOUT_MS);
      return;
    } catch (error) {
      lastError = error;
      if (attempt < ATTEMPTS) await sleep(RETRY_DELAY_MS);
    }
  }
  throw lastError;
}
