import { useEffect } from "react";
import { useMatches } from "react-router";

/** What each route of the table carries for its page (routes.tsx sets it). */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "title" in handle && typeof handle.title === "string";
}

/** Gives each page its own document title, which screen readers announce on navigation. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = matches.map((match) => match.handle).findLast(isRouteHandle)?.title;
  useEffect(() => {
    document.title = title ? `${title} · WBE3` : "WBE3";
  }, [title]);
}
