import { useEffect, useRef } from "react";

/**
 * Asks again when `value` changes after the first render: the show's tickets left, which the
 * event stream keeps current, tells a page that a ticket was sold or moved without a stream of its own.
 */
export function useRefetchOnChange(value: unknown, refetch: () => Promise<unknown>): void {
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    void refetch();
  }, [value, refetch]);
}
