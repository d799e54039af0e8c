import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { focusElement, pageStart } from "@/lib/focus/focus";

/** How long a new page may take to show its heading before focus settles on the main region. */
const HEADING_WAIT_MS = 5_000;

/** Whether the new page (or a dialog over it) has already placed focus itself. */
function placedByPage(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.closest("main, [role=dialog], [role=alertdialog]") !== null;
}

/** Calls back with the page's heading once it is rendered (pages may show a placeholder first). */
function whenHeadingShown(found: (start: HTMLElement) => void): () => void {
  const main = document.querySelector("main");
  const heading = main?.querySelector<HTMLElement>("h1");
  if (!main || heading) {
    const start = heading ?? pageStart();
    if (start) found(start);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const shown = main.querySelector<HTMLElement>("h1");
    if (!shown) return;
    stop();
    found(shown);
  });
  const timer = window.setTimeout(() => {
    stop();
    found(main);
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * The app's navigations, told as a full page load would tell them: after a change of page (not of
 * search params, such as a tab), focus moves to the new page's heading and its title is announced
 * in a polite live region. The first page of a visit (`visitStart`, when this arrives after the
 * first page) is left to the browser.
 */
export function RouteFocus({ visitStart = null }: { visitStart?: string | null }) {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(visitStart);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    return whenHeadingShown((start) => {
      setAnnouncement(document.title);
      if (!placedByPage()) focusElement(start, { preventScroll: true });
    });
  }, [pathname]);

  return (
    // A live region without a role: it announces, but is no page status of its own.
    <div aria-live="polite" aria-atomic="true" data-route-announcer="" className="sr-only">
      {announcement}
    </div>
  );
}
