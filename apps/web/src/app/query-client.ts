import { QueryClient } from "@tanstack/react-query";

/** Failed reads are not retried: the API client has already sent the user to the fitting error page. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
