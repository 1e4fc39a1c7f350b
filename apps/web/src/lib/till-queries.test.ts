import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { forgetTillQueries, useKeptTillQueries } from "./till-queries";

/** The persister saves at most once a second. */
const SAVED_AFTER_MS = 1_500;

async function reopen(userId: string) {
  const client = createQueryClient();
  const { result, unmount } = renderHook(() => useKeptTillQueries(client, userId));
  await waitFor(() => expect(result.current).toBe(true));
  return { client, unmount };
}

// Fences TanStack Query's persister (and the override in package.json that gives it the app's own
// query-core): the till's answers must come back after a reload, and only the till's.
describe("the till's answers kept on the device", () => {
  it("come back after a reload for the same user only, without back-office answers, and go at sign-out", async () => {
    const first = await reopen("cashier-1");
    first.client.setQueryData(["/menu", {}], [{ _id: "p1", name: "Crepes Coklat" }]);
    first.client.setQueryData(["/register/status", {}], { isOpen: true });
    first.client.setQueryData(["/settings", {}, "edit"], { companyName: "draft" });
    first.client.setQueryData(["/reports/sales", {}], { total: 1 });
    await new Promise((resolve) => setTimeout(resolve, SAVED_AFTER_MS));
    first.unmount();

    const again = await reopen("cashier-1");
    expect(again.client.getQueryData(["/menu", {}])).toEqual([{ _id: "p1", name: "Crepes Coklat" }]);
    expect(again.client.getQueryData(["/register/status", {}])).toEqual({ isOpen: true });
    expect(again.client.getQueryData(["/settings", {}, "edit"])).toBeUndefined();
    expect(again.client.getQueryData(["/reports/sales", {}])).toBeUndefined();
    again.unmount();

    const otherUser = await reopen("cashier-2");
    expect(otherUser.client.getQueryData(["/menu", {}])).toBeUndefined();
    otherUser.unmount();

    await forgetTillQueries();
    const afterSignOut = await reopen("cashier-1");
    expect(afterSignOut.client.getQueryData(["/menu", {}])).toBeUndefined();
    afterSignOut.unmount();
  });
});
