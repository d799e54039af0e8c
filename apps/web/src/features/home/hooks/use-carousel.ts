import { useCallback, useEffect, useRef, useState } from "react";

export interface CarouselOptions {
  count: number;
  intervalMs: number;
  /** Length of the fade out before the slide changes; 0 switches at once. */
  fadeMs: number;
  autoPlay: boolean;
}

export interface CarouselState {
  index: number;
  /** True during the fade out, before the next slide is shown. */
  fading: boolean;
  goTo: (index: number) => void;
}

/** SPEC 4: fade out, advance after the fade, fade in; auto-advances every interval when allowed. */
export function useCarousel({ count, intervalMs, fadeMs, autoPlay }: CarouselOptions): CarouselState {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const fadeTimer = useRef<number | undefined>(undefined);
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  const goTo = useCallback(
    (next: number) => {
      window.clearTimeout(fadeTimer.current);
      if (fadeMs <= 0) {
        setFading(false);
        setIndex(next);
        return;
      }
      setFading(true);
      fadeTimer.current = window.setTimeout(() => {
        setIndex(next);
        setFading(false);
      }, fadeMs);
    },
    [fadeMs],
  );

  // A timeout per slide (not an interval) so a manual pick restarts the full wait.
  useEffect(() => {
    if (!autoPlay || count < 2) return;
    const timer = window.setTimeout(() => goTo((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoPlay, count, current, intervalMs, goTo]);

  useEffect(() => () => window.clearTimeout(fadeTimer.current), []);

  return { index: current, fading, goTo };
}
