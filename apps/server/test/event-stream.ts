import { expect } from "vitest";

export type EventMessage = { id?: string; event?: string; data?: string; comment?: string };

/**
 * An open GET /api/events (`url`) read the way a browser does: message by message, as bytes
 * arrive. `cookie` signs it in; `lastEventId` resumes like a browser's reconnect.
 */
export async function openEventStream(url: string, { cookie, lastEventId }: { cookie: string; lastEventId?: string }) {
  const abort = new AbortController();
  const headers: Record<string, string> = { cookie };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const response = await fetch(url, { headers, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let ended = false;

  /** The next message (heartbeat comments included), or null once the server ends the stream. */
  async function nextMessage(timeoutMs: number): Promise<EventMessage | null> {
    const deadline = Date.now() + timeoutMs;
    while (!buffered.includes("\n\n")) {
      if (ended) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no message within ${timeoutMs} ms`)), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) ended = true;
      else buffered += chunk.value;
    }
    const end = buffered.indexOf("\n\n");
    const block = buffered.slice(0, end);
    buffered = buffered.slice(end + 2);
    const message: EventMessage = {};
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) message.comment = line.slice(1).trim();
      else {
        const [field, ...rest] = line.split(": ");
        message[field as "id" | "event" | "data"] = rest.join(": ");
      }
    }
    return message;
  }

  /** The next message that is not a heartbeat. */
  async function next(timeoutMs = 1000): Promise<EventMessage | null> {
    for (;;) {
      const message = await nextMessage(timeoutMs);
      if (!message?.comment) return message;
    }
  }

  /** The next `order` event's id and data. */
  async function nextOrderEvent(timeoutMs = 1000) {
    const message = await next(timeoutMs);
    expect(message?.event).toBe("order");
    return { id: Number(message!.id), ...JSON.parse(message!.data!) };
  }

  return { response, nextMessage, next, nextOrderEvent, close: () => abort.abort() };
}
