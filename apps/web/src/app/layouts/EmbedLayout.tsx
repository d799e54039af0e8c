import { Suspense } from "react";
import { Outlet } from "react-router";
import { ComponentErrorBoundary } from "@/components/ComponentErrorBoundary";
import { PageLoading } from "@/components/PageLoading";

/** Chrome-free frame for pages embedded in other sites. */
export function EmbedLayout() {
  return (
    <main className="min-h-screen">
      <Suspense fallback={<PageLoading />}>
        <ComponentErrorBoundary region="embed">
          <Outlet />
        </ComponentErrorBoundary>
      </Suspense>
    </main>
  );
}
