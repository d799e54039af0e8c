import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { MarketplaceFilter } from "@wbe3/domain";
import { parseCategory } from "../api/get-marketplace";

export interface MarketplaceParams {
  /** The search text exactly as typed (trimming happens at request time, so typing a space is not undone). */
  q: string;
  category: MarketplaceFilter;
  setQuery: (q: string) => void;
  setCategory: (category: MarketplaceFilter) => void;
}

/** Search and category live in the URL so a link restores them and back/forward step through them. */
export function useMarketplaceParams(): MarketplaceParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q") ?? "";
  const category = parseCategory(searchParams.get("category"));

  const update = useCallback(
    (key: "q" | "category", value: string | null) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setQuery = useCallback((value: string) => update("q", value), [update]);
  const setCategory = useCallback((value: MarketplaceFilter) => update("category", value === "all" ? null : value), [update]);
  return { q, category, setQuery, setCategory };
}
