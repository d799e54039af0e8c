import { Skeleton } from "@/components/ui/Skeleton";

/** Placeholder while a page's code or session is loading; sized like a page heading and body. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-6xl px-4 py-10">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-64 rounded-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl rounded-md" />
      <Skeleton className="mt-8 h-48 w-full rounded-md" />
    </div>
  );
}
