import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS, type FeaturedItem } from "@wbe3/domain";
import { PREFERS_REDUCED_MOTION, installMatchMedia } from "@/test/media";
import { SpotlightCarousel } from "./SpotlightCarousel";

function featured(index: number, overrides: Partial<FeaturedItem> = {}): FeaturedItem {
  return {
    id: `f${index}`,
    title: `Spotlight ${index}`,
    artist: "Nova Queen",
    type: "art",
    imageUrl: `/media/seed/spotlight-${index}.svg`,
    listingId: `0a4f7c1e-0000-4000-8000-00000000000${index}`,
    price: "1500000000000000000",
    description: `Description ${index}`,
    trackCount: null,
    listenUrl: null,
    ...overrides,
  };
}

const ITEMS: FeaturedItem[] = [
  featured(1, { type: "music", trackCount: 235, listenUrl: "https://music.example/nova" }),
  featured(2),
  featured(3),
  featured(4),
  featured(5),
];

const currentTitle = () => screen.getByRole("heading", { level: 3 }).textContent;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("SpotlightCarousel", () => {
  it("shows the first item with its track badge, price and a Listen link to a new tab", () => {
    installMatchMedia();
    render(<SpotlightCarousel items={ITEMS} />);
    expect(currentTitle()).toBe("Spotlight 1");
    expect(screen.getByText("235 Tracks")).toBeInTheDocument();
    expect(screen.getByText("1.50 WBE3")).toBeInTheDocument();
    const listen = screen.getByRole("link", { name: /Listen/ });
    expect(listen).toHaveAttribute("href", "https://music.example/nova");
    expect(listen).toHaveAttribute("target", "_blank");
    expect(listen).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("says 1 Track for one, and shows no track badge for a catalog with none yet", () => {
    installMatchMedia();
    const { unmount } = render(<SpotlightCarousel items={[featured(1, { type: "music", trackCount: 1 })]} />);
    expect(screen.getByText("1 Track")).toBeInTheDocument();
    unmount();
    render(<SpotlightCarousel items={[featured(1, { type: "music", trackCount: 0 })]} />);
    expect(screen.queryByText(/Tracks?$/)).not.toBeInTheDocument();
  });

  it("shows no price for an item without a listing on sale (a catalog)", () => {
    installMatchMedia();
    render(<SpotlightCarousel items={[featured(1, { type: "music", trackCount: 3, listingId: null, price: null })]} />);
    expect(screen.queryByText(/WBE3$/)).not.toBeInTheDocument();
  });

  it("advances every 10 s after a 300 ms fade, wrapping at the end", () => {
    installMatchMedia();
    render(<SpotlightCarousel items={ITEMS} />);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(currentTitle()).toBe("Spotlight 1");
    advance(1);
    // Fading out: still the old item until the fade is over.
    expect(currentTitle()).toBe("Spotlight 1");
    advance(CAROUSEL_FADE_MS);
    expect(currentTitle()).toBe("Spotlight 2");
    expect(screen.queryByText("235 Tracks")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Listen/ })).not.toBeInTheDocument();

    for (const expected of ["Spotlight 3", "Spotlight 4", "Spotlight 5", "Spotlight 1"]) {
      advance(CAROUSEL_INTERVAL_MS);
      advance(CAROUSEL_FADE_MS);
      expect(currentTitle()).toBe(expected);
    }
  });

  it("jumps to the item whose dot is pressed and marks that dot current", () => {
    installMatchMedia();
    render(<SpotlightCarousel items={ITEMS} />);
    const dot = screen.getByRole("button", { name: "Show item 4: Spotlight 4" });
    expect(dot).not.toHaveAttribute("aria-current");
    fireEvent.click(dot);
    advance(CAROUSEL_FADE_MS);
    expect(currentTitle()).toBe("Spotlight 4");
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show item 1: Spotlight 1" })).not.toHaveAttribute("aria-current");
  });

  it("does not rotate on its own when the user prefers reduced motion", () => {
    installMatchMedia({ [PREFERS_REDUCED_MOTION]: true });
    render(<SpotlightCarousel items={ITEMS} />);
    advance(5 * CAROUSEL_INTERVAL_MS);
    expect(currentTitle()).toBe("Spotlight 1");
    // Dots still work, without the fade.
    fireEvent.click(screen.getByRole("button", { name: "Show item 3: Spotlight 3" }));
    expect(currentTitle()).toBe("Spotlight 3");
  });

  it("stops rotating when the user pauses it, and resumes on request", () => {
    installMatchMedia();
    render(<SpotlightCarousel items={ITEMS} />);
    fireEvent.click(screen.getByRole("button", { name: "Stop automatic rotation" }));
    // The click moved focus into the carousel; leave it so only the pause button holds it still.
    fireEvent.blur(screen.getByRole("button", { name: "Start automatic rotation" }));
    advance(3 * CAROUSEL_INTERVAL_MS);
    expect(currentTitle()).toBe("Spotlight 1");
    fireEvent.click(screen.getByRole("button", { name: "Start automatic rotation" }));
    fireEvent.blur(screen.getByRole("button", { name: "Stop automatic rotation" }));
    advance(CAROUSEL_INTERVAL_MS + CAROUSEL_FADE_MS);
    expect(currentTitle()).toBe("Spotlight 2");
  });

  it("holds still while the pointer is over it", () => {
    installMatchMedia();
    render(<SpotlightCarousel items={ITEMS} />);
    const region = screen.getByRole("region", { name: "Spotlight" });
    fireEvent.mouseEnter(region);
    advance(3 * CAROUSEL_INTERVAL_MS);
    expect(currentTitle()).toBe("Spotlight 1");
    fireEvent.mouseLeave(region);
    advance(CAROUSEL_INTERVAL_MS + CAROUSEL_FADE_MS);
    expect(currentTitle()).toBe("Spotlight 2");
  });
});
