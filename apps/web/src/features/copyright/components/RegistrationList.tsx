import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { NO_REGISTRATIONS } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { Skeleton } from "@/components/ui/Skeleton";
import { registrationsOnPages, useRegistrations } from "../api/registrations";
import { RegistrationCard } from "./RegistrationCard";

/**
 * Track Status: the account's registrations, each with its timelines and actions, a page at a
 * time; older ones load below, and the first of them takes focus.
 */
export function RegistrationList() {
  const [offsets, setOffsets] = useState([0]);
  const first = useRegistrations();
  const lastOffset = offsets.at(-1) ?? 0;
  const last = useRegistrations(lastOffset);
  const older = offsets.length > 1 ? last : null;
  const items = useRef<HTMLUListElement>(null);
  // The page asked for last, whose first registration takes focus once it is shown.
  const focusPage = useRef<number | null>(null);
  useEffect(() => {
    const offset = focusPage.current;
    if (offset === null || !last.data) return;
    focusPage.current = null;
    items.current?.querySelector<HTMLElement>(`:scope > li[data-page="${offset}"]`)?.focus();
  }, [last.data]);
  if (first.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (first.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {first.error.message}
      </p>
    );
  }
  if (first.data.registrations.length === 0) return <EmptyState title={NO_REGISTRATIONS} />;

  const nextOffset = last.data?.nextOffset ?? null;
  function showOlder(): void {
    // After an older page failed, asking again asks for that page.
    if (older?.isError) {
      focusPage.current = lastOffset;
      void older.refetch();
    } else if (nextOffset !== null) {
      focusPage.current = nextOffset;
      setOffsets((asked) => [...asked, nextOffset]);
    }
  }

  return (
    <div className="grid gap-4">
      <ul ref={items} aria-label="Registrations" className="grid gap-4">
        {offsets.map((offset, index) => (
          <RegistrationPage key={offset} offset={offset} after={offsets.slice(0, index)} />
        ))}
      </ul>
      {older?.isError && (
        <p role="alert" className="text-sm text-destructive">
          {older.error.message}
        </p>
      )}
      {(older?.isError || older?.isFetching || nextOffset !== null) && (
        <Button variant="outline" className="w-fit" disabled={older?.isFetching} onClick={showOlder}>
          {older?.isFetching ? "Loading…" : "Show older registrations"}
        </Button>
      )}
    </div>
  );
}

/**
 * One page's registrations. One that an earlier page shows already (registrations made since
 * moved the offsets) is left out; the page's first one carries its offset, to take focus.
 */
function RegistrationPage({ offset, after }: { offset: number; after: number[] }) {
  const page = useRegistrations(offset);
  const shown = registrationsOnPages(useQueryClient(), after);
  const fresh = page.data?.registrations.filter((registration) => !shown.has(registration.id)) ?? [];
  return fresh.map((registration, index) => (
    <li key={registration.id} data-page={index === 0 ? offset : undefined} tabIndex={-1} className="rounded-xl focus-visible:outline-2">
      <RegistrationCard registration={registration} />
    </li>
  ));
}
