import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { keepFocusInView } from "@/lib/focus/focus";

const RouteFocus = lazy(() => import("./RouteFocus").then((m) => ({ default: m.RouteFocus })));

/**
 * A control reached by Tab is always shown whole, clear of the sticky header; and RouteFocus is
 * loaded at the visit's first change of page, which it handles as every later one. Until then the
 * first page is the browser's, so that code stays out of the first screen's JavaScript.
 */
export function RouteFocusLater() {
  const { pathname } = useLocation();
  const [visitStart] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== visitStart) setNavigated(true);

  useEffect(() => {
    document.addEventListener("focusin", keepFocusInView);
    return () => document.removeEventListener("focusin", keepFocusInView);
  }, []);

  if (!navigated) return null;
  return (
    <Suspense fallback={null}>
      <RouteFocus visitStart={visitStart} />
    </Suspense>
  );
}
