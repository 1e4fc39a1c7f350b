import "@testing-library/jest-dom/vitest";
// The till keeps its data and its outbox in IndexedDB, which jsdom lacks.
import "fake-indexeddb/auto";
import { onlineManager } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetCsrfToken } from "../lib/api";
import { resetOutbox } from "../lib/outbox";
import { forgetTillQueries } from "../lib/till-queries";
import { contractBreaches } from "./fetch-mock";

// The first render of a lazy area transforms its whole chunk, which can take more than 5 s while
// other test workers and a browser share the runner. A wait that succeeds ends as soon as it does,
// so only a failing test waits this long.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  resetCsrfToken();
  // Like localStorage: a till's kept answers must not reach the next test.
  await forgetTillQueries();
  await resetOutbox();
  // TanStack's online state is one for the process: a test that went offline (an 'offline' event,
  // the till reading navigator.onLine) would otherwise pause every query and mutation of the files
  // after it in this worker.
  onlineManager.setOnline(true);
  // A fake answer the real API could not give would let a test pass against an app that fails.
  const breaches = contractBreaches.splice(0);
  if (breaches.length > 0) throw new Error(`Fake API answers break their contracts:\n${breaches.join("\n")}`);
});
