import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { isLiveShowStatus, type LiveShowStatus } from "@wbe3/domain";
import type { ShowFilters } from "../api/shows";

/** The filters a list URL asks for (`?status=live&openMic=1`); anything else is no filter. */
export function showFiltersFrom(search: URLSearchParams): ShowFilters {
  const status = search.get("status");
  return { status: isLiveShowStatus(status) ? status : null, openMic: search.get("openMic") === "1" };
}

/** The list's filters live in the URL, so a link restores them and back and forward step through them. */
export function useShowFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = showFiltersFrom(searchParams);
  const update = useCallback(
    (key: "status" | "openMic", value: string | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const setStatus = useCallback((status: LiveShowStatus | null) => update("status", status), [update]);
  const setOpenMic = useCallback((openMic: boolean) => update("openMic", openMic ? "1" : null), [update]);
  return { filters, setStatus, setOpenMic };
}
