import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";

/**
 * Client errors (4xx) will not change on retry: retrying only delays the message. Network and
 * server errors get one more try.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
