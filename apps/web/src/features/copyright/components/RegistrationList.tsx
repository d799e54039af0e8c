import { useEffect, useRef } from "react";
import { NO_REGISTRATIONS } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { Skeleton } from "@/components/ui/Skeleton";
import { useRegistrations } from "../api/registrations";
import { RegistrationCard } from "./RegistrationCard";

/**
 * Track Status: the account's registrations, each with its timelines and actions, a page at a
 * time; older ones load below, and the first of them takes focus.
 */
export function RegistrationList() {
  const { query, list } = useRegistrations();
  const items = useRef<HTMLUListElement>(null);
  // The index of the first older registration asked for, focused once it is shown.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || list.length <= index) return;
    focusFrom.current = null;
    items.current?.querySelectorAll<HTMLElement>(":scope > li")[index]?.focus();
  }, [list.length]);
  if (query.isPending) return <Skeleton className="h-32 rounded-xl" />;
  // A page that fails after the first keeps the list shown, with its error below it.
  if (!query.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message}
      </p>
    );
  }
  if (list.length === 0) return <EmptyState title={NO_REGISTRATIONS} />;

  function showOlder(): void {
    focusFrom.current = list.length;
    void query.fetchNextPage();
  }

  return (
    <div className="grid gap-4">
      <ul ref={items} aria-label="Registrations" className="grid gap-4">
        {list.map((registration) => (
          <li key={registration.id} tabIndex={-1} className="rounded-xl focus-visible:outline-2">
            <RegistrationCard registration={registration} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message}
        </p>
      )}
      {query.hasNextPage && (
        <Button variant="outline" className="w-fit" disabled={query.isFetchingNextPage} onClick={showOlder}>
          {query.isFetchingNextPage ? "Loading…" : "Show older registrations"}
        </Button>
      )}
    </div>
  );
}
