import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderEvents } from "./use-order-events";

/** Enough of EventSource to drive the hook: records instances, lets the test send events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  send(type: string, data = "") {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

function Listener() {
  useOrderEvents();
  return null;
}

/** Mounts one listening screen per name, e.g. the order list and the kitchen. */
function mountListeners(...screens: string[]) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries").mockResolvedValue();
  const view = render(
    <QueryClientProvider client={client}>
      {screens.map((name) => (
        <Listener key={name} />
      ))}
    </QueryClientProvider>,
  );
  return { ...view, invalidate };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.useRealTimers());

describe("useOrderEvents", () => {
  it("opens one stream per page however many screens listen, and closes it with the last", () => {
    const { unmount } = mountListeners("list", "kitchen");
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0].url).toBe("/api/events");
    expect(FakeEventSource.instances[0].init).toEqual({ withCredentials: true });
    unmount();
    expect(FakeEventSource.instances[0].closed).toBe(true);
  });

  it("refetches the lists and the changed order on an order event, every order on a reset", () => {
    const { invalidate, unmount } = mountListeners("list");
    const stream = FakeEventSource.instances[0];
    stream.send("order", JSON.stringify({ type: "status", orderId: "o-7", status: "Ready" }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/orders"] }, { cancelRefetch: false });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/orders/o-7"] });

    invalidate.mockClear();
    stream.send("reset");
    const predicate = invalidate.mock.calls[0]?.[0]?.predicate;
    const matches = (path: string) => predicate?.({ queryKey: [path, {}] } as never);
    expect(matches("/orders")).toBe(true);
    expect(matches("/orders/o-7")).toBe(true);
    expect(matches("/register/status")).toBe(false);
    unmount();
  });

  it("refetches the lists once more after a burst of events, not once per event, and never cancels one under way", async () => {
    const { invalidate, unmount } = mountListeners("list");
    let finish = () => {};
    const listRefetches: string[] = [];
    invalidate.mockImplementation(async (filters) => {
      if ((filters as { queryKey?: unknown[] }).queryKey?.[0] !== "/orders") return;
      listRefetches.push("started");
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const stream = FakeEventSource.instances[0];
    const send = (orderId: string) => stream.send("order", JSON.stringify({ type: "created", orderId, status: "New" }));
    send("o-1");
    // Fifty orders arrive while the first refetch is under way: one more refetch follows it.
    for (let i = 2; i <= 51; i++) send(`o-${i}`);
    expect(listRefetches).toHaveLength(1);
    finish();
    await vi.waitFor(() => expect(listRefetches).toHaveLength(2));
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listRefetches).toHaveLength(2);
    // An event after the burst settled starts a refetch of its own at once.
    send("o-52");
    expect(listRefetches).toHaveLength(3);
    finish();
    unmount();
  });

  it("stays quiet when the server has no stream, and tries again later", () => {
    vi.useFakeTimers();
    const { invalidate, unmount } = mountListeners("list");
    const first = FakeEventSource.instances[0];
    first.readyState = FakeEventSource.CLOSED; // a 404 answer: EventSource gives up
    first.send("error");
    expect(FakeEventSource.instances).toHaveLength(1);

    vi.advanceTimersByTime(30_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    // What changed while there was no stream is fetched once the new one opens.
    FakeEventSource.instances[1].send("open");
    expect(invalidate).toHaveBeenCalledTimes(1);
    unmount();
  });
});
