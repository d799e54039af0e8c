import { Outlet } from "react-router";
import { ComponentErrorBoundary } from "@/components/ComponentErrorBoundary";
import { useRouteTitle } from "../use-route-title";

/** Chrome-free frame for pages embedded in other sites. */
export function EmbedLayout() {
  useRouteTitle();
  return (
    <main className="min-h-screen">
      <ComponentErrorBoundary region="embed">
        <Outlet />
      </ComponentErrorBoundary>
    </main>
  );
}
