import { useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { ThemeProvider } from "@/features/theme/components/ThemeProvider";
import { createQueryClient } from "@/lib/query-client";
import { ViewerProvider } from "@/lib/session/ViewerProvider";
import { AppToaster } from "./AppToaster";

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so each starts with an empty cache. */
  queryClient?: QueryClient;
  /** Tests replace the server-backed viewer with a fixed one. */
  viewerProvider?: (children: ReactNode) => ReactNode;
}

export function AppProviders({ children, queryClient, viewerProvider }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {viewerProvider ? viewerProvider(children) : <ViewerProvider>{children}</ViewerProvider>}
        <AppToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
