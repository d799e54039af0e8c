import { useState } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { BrowserRouter, useRoutes } from "react-router";
import { createAppRoutes } from "./routes";

function AppRoutes({ queryClient }: { queryClient: QueryClient }) {
  const [routes] = useState(() => createAppRoutes({ queryClient }));
  return useRoutes(routes);
}

/**
 * The browser's router, in react-router's declarative mode: the data router's engine (loaders,
 * actions, fetchers) would cost the first screen 18 KB of gzip JS, and our pages load their own
 * data through TanStack Query (decision 0023). Navigations are transitions, so the current page
 * stays until the next one's code has arrived.
 */
export function AppRouter({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppRoutes queryClient={queryClient} />
    </BrowserRouter>
  );
}
