import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import AppToastContainer from "../app/layouts/toast-container";
import { createQueryClient } from "../lib/query-client";

/**
 * The app's own toast container (toasts are sent only once it says it is on the page, lib/toast.ts),
 * for tests that render a screen or call a function without the app around it.
 */
export const TestToasts = () => <AppToastContainer position="top-right" autoClose={5000} />;

/**
 * One component with the app's query client and toasts, for screens tested outside the router.
 */
export function renderWithQuery(ui: ReactElement) {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      {ui}
      <TestToasts />
    </QueryClientProvider>,
  );
  return { ...view, client };
}
