import { useEffect, useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "wbe3-scroll-positions";

/** Scroll position of each history entry (by location key); kept across reloads of the tab. */
const positions: Record<string, number> = readSaved();

function readSaved(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof saved === "object" && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions are simply not kept across a reload.
  }
}

/**
 * What the browser does for full page loads, for the app's own navigations: a new page starts at
 * its top (or at the element its #hash names), Back and Forward return to where the reader was.
 * A change of search params only (tabs, filters) keeps the position.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef({ key, pathname: null as string | null });

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // Scroll events arrive a frame late, after a navigation has committed: they belong to the
    // entry shown now, which the ref names.
    const record = () => {
      positions[current.current.key] = window.scrollY;
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = current.current.pathname === pathname;
    current.current = { key, pathname };
    const saved = positions[key];
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (!samePage) {
      window.scrollTo(0, 0);
    }
  }, [key, pathname, hash, navigationType]);

  return null;
}
