import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FeaturedItem, FeaturedResponse } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";

const ITEM: FeaturedItem = {
  id: "f1",
  title: "Honey Nights",
  artist: "Nova Queen",
  type: "music",
  imageUrl: "/media/seed/spotlight-1.svg",
  listingId: "0a4f7c1e-5d2b-4e8a-9c61-7b3d2e1f0a07",
  price: "50000000000000000",
  description: "An album",
  trackCount: 235,
  listenUrl: "https://music.example/nova",
};

beforeEach(() => {
  installMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("home page", () => {
  it("shows the hero, the spotlight from the API and the three feature cards", async () => {
    const body: FeaturedResponse = { items: [ITEM] };
    stubFetch(() => jsonResponse(body));
    renderApp({ path: "/" });
    const main = within(await screen.findByRole("main"));

    expect(await main.findByRole("heading", { level: 3, name: "Honey Nights" })).toBeInTheDocument();
    expect(main.getByText("0.05 WBE3")).toBeInTheDocument();
    expect(main.getByRole("button", { name: /Listen to WBE3 Radio/ })).toBeInTheDocument();
    expect(main.getByRole("link", { name: /Join Platform/ })).toHaveAttribute("href", "/register");
    expect(main.getByRole("link", { name: "Explore Music NFTs" })).toHaveAttribute("href", "/artiststudio");
    expect(main.getByRole("link", { name: "Explore HoneyBank" })).toHaveAttribute("href", "/honeybank");
    expect(main.getByRole("link", { name: "Explore Live Shows" })).toHaveAttribute("href", "/liveshows");
  });

  it("offers a retry when the spotlight cannot load, and recovers", async () => {
    let fail = true;
    stubFetch(() =>
      fail ? jsonResponse({ error: { code: "unavailable", message: "Database is starting" } }, 503) : jsonResponse({ items: [ITEM] }),
    );
    renderApp({ path: "/" });

    expect(await screen.findByText("The spotlight could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText("Database is starting")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Honey Nights" })).toBeInTheDocument();
  });
});
