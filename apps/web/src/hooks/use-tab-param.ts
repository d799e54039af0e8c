import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The active tab of a page, kept in the URL (`?tab=mint`) so a link, a reload or a shared address
 * opens the same tab. An unknown value falls back to the default; choosing the default drops the
 * parameter so the page's plain address stays canonical. Switching replaces the history entry:
 * Back leaves the page instead of stepping through every tab looked at.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T, param = "tab"): [T, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(param);
  const active = tabs.find((tab) => tab === requested) ?? fallback;
  const select = useCallback(
    (value: string) => {
      const tab = tabs.find((each) => each === value);
      if (!tab) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tab === fallback) next.delete(param);
          else next.set(param, tab);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [tabs, fallback, param, setSearchParams],
  );
  return [active, select];
}
