import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetCsrfToken } from "../lib/api";

// The first render of a lazy area transforms its whole chunk: on a busy 2-core machine that can
// exceed Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
afterEach(() => {
  cleanup();
  localStorage.clear();
  resetCsrfToken();
});
