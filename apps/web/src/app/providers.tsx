import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmProvider } from "../components/ui/confirm-provider";
import { AuthProvider } from "../features/auth/auth-provider";
import { createQueryClient } from "../lib/query-client";

/** App-wide state, outside the router so tests can wrap any router in it. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
