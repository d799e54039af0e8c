import { QueryClient } from "@tanstack/react-query";
import { AppError } from "@wbe3/domain";

const MAX_RETRIES = 2;

// A 4xx will not fix itself, so only transient failures (network, 5xx, 429) are retried.
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof AppError) return error.status >= 500 || error.code === "rate_limited";
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
