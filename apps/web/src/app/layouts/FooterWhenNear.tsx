import { lazy, Suspense, useEffect, useRef, useState } from "react";

const Footer = lazy(() => import("./Footer").then((m) => ({ default: m.Footer })));

/**
 * The footer, fetched once the visitor scrolls, presses a key or its place comes into view. `main`
 * is at least a screen tall, so the footer always starts below the fold: the first screen fetches
 * none of its code, and it arrives without moving anything in view. A keyboard or screen-reader
 * user's first key press fetches it, so Tab always reaches its links.
 */
export function FooterWhenNear() {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    window.addEventListener("scroll", show, { once: true, passive: true });
    window.addEventListener("keydown", show, { once: true });
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) show();
          })
        : null;
    if (place.current) observer?.observe(place.current);
    return () => {
      window.removeEventListener("scroll", show);
      window.removeEventListener("keydown", show);
      observer?.disconnect();
    };
  }, [near]);

  if (!near) return <div ref={place} aria-hidden="true" />;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
