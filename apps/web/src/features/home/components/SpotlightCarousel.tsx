import { useState, type FocusEvent } from "react";
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS, type FeaturedItem } from "@wbe3/domain";
import { Pause, Play } from "lucide-react";
import { usePrefersReducedMotion } from "@/hooks/use-media-query";
import { cn } from "@/lib/cn";
import { useCarousel } from "../hooks/use-carousel";
import { SpotlightSlide } from "./SpotlightSlide";

export function SpotlightCarousel({ items }: { items: readonly FeaturedItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Nothing moves on its own for people who asked for less motion, or while they read or interact.
  const autoPlay = !reducedMotion && !userPaused && !hovered && !focusWithin;
  const { index, fading, goTo } = useCarousel({
    count: items.length,
    intervalMs: CAROUSEL_INTERVAL_MS,
    fadeMs: reducedMotion ? 0 : CAROUSEL_FADE_MS,
    autoPlay,
  });
  const item = items[index];
  if (!item) return null;

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Spotlight"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={handleBlur}
      className="rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm md:p-6"
    >
      <div
        aria-live={autoPlay ? "off" : "polite"}
        className={cn("transition-opacity ease-in-out", fading ? "opacity-0" : "opacity-100")}
        style={{ transitionDuration: `${CAROUSEL_FADE_MS}ms` }}
      >
        <SpotlightSlide item={item} position={index + 1} total={items.length} />
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        {!reducedMotion && items.length > 1 && (
          <button
            type="button"
            onClick={() => setUserPaused((paused) => !paused)}
            aria-label={userPaused ? "Start automatic rotation" : "Stop automatic rotation"}
            className="mr-2 inline-flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {userPaused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
        )}
        {items.map((dot, dotIndex) => (
          <button
            key={dot.id}
            type="button"
            onClick={() => {
              if (dotIndex !== index) goTo(dotIndex);
            }}
            aria-label={`Show item ${dotIndex + 1}: ${dot.title}`}
            aria-current={dotIndex === index ? "true" : undefined}
            className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span
              aria-hidden="true"
              className="block size-2.5 rounded-full bg-muted-foreground group-hover:bg-foreground group-aria-[current=true]:w-6 group-aria-[current=true]:bg-primary-strong"
            />
          </button>
        ))}
      </div>
    </section>
  );
}
