import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ToastContainer } from "react-toastify";
import { createQueryClient } from "../lib/query-client";

/** One component with the app's query client and toasts, for screens tested outside the router. */
export function renderWithQuery(ui: ReactElement) {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      {ui}
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, client };
}
