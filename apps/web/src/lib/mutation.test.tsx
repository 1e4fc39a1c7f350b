import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { useMutation } from "./mutation";
import { createQueryClient } from "./query-client";

/** A request that stays open until the test answers it. */
function pendingRequests() {
  const answers: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const send = vi.fn(
    (_variables: { id: string; to: string }) =>
      new Promise<string>((resolve, reject) => answers.push({ resolve, reject })),
  );
  return { send, answers };
}

function renderMove(send: (variables: { id: string; to: string }) => Promise<string>, onError = vi.fn()) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMutation({ mutationFn: send, onError }), { wrapper }).result;
}

describe("useMutation, the web's one way to change something on the server", () => {
  it("sends a double tap once: the second mutate does nothing, the second mutateAsync answers the first", async () => {
    const { send, answers } = pendingRequests();
    const move = renderMove(send);
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    await act(async () => {
      move.current.mutate({ id: "r1", to: "Diproses" });
      move.current.mutate({ id: "r1", to: "Diproses" });
      first = move.current.mutateAsync({ id: "r1", to: "Diproses" });
      second = move.current.mutateAsync({ id: "r1", to: "Diproses" });
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    await act(async () => answers[0].resolve("ok"));
    await expect(first).resolves.toBe("ok");

    // Once answered, the same change may be sent again (a retry after a refusal, say).
    await act(async () => move.current.mutate({ id: "r1", to: "Diproses" }));
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => answers[1].resolve("ok"));
  });

  it("runs different calls side by side (another row, another table)", async () => {
    const { send, answers } = pendingRequests();
    const move = renderMove(send);
    await act(async () => {
      move.current.mutate({ id: "r1", to: "Diproses" });
      move.current.mutate({ id: "r2", to: "Diproses" });
    });
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => {
      for (const answer of answers) answer.resolve("ok");
    });
  });

  it("reports a refused mutate through onError, never as an unhandled rejection", async () => {
    const { send, answers } = pendingRequests();
    const onError = vi.fn();
    const move = renderMove(send, onError);
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      await act(async () => move.current.mutate({ id: "r1", to: "Dikirim" }));
      await act(async () => answers[0].reject(new Error("Data sudah diubah oleh pengguna lain.")));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(onError).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});

describe("every change the web sends", () => {
  it("goes through lib/mutation: no file imports TanStack's useMutation itself", () => {
    const sources = import.meta.glob<string>("/src/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
    const direct = Object.entries(sources)
      .filter(([path]) => !path.endsWith("/lib/mutation.ts"))
      .filter(([, text]) => /import\s*\{[^}]*\buseMutation\b[^}]*\}\s*from\s*"@tanstack\/react-query"/.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(direct).toEqual([]);
  });
});
