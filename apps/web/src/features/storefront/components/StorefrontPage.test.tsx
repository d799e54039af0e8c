import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NO_ITEMS_FOUND, type StorefrontItem } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";

function item(overrides: Partial<StorefrontItem>): StorefrontItem {
  return {
    id: "i1",
    title: "Golden Hour",
    artistName: "Nova",
    description: "A soul single",
    category: "music",
    price: "500000000000000000000",
    imageUrl: null,
    tags: ["soul", "live", "2024", "single"],
    isMinted: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const ITEMS = [
  item({}),
  item({
    id: "i2",
    title: "Silver Ring",
    category: "jewelry",
    description: "Hand made",
    tags: [],
    isMinted: false,
    price: "1250000000000000000",
  }),
];

beforeEach(() => {
  installMatchMedia();
  stubFetch((url) => (url.pathname === "/api/storefront" ? jsonResponse({ items: ITEMS }) : jsonResponse({ items: [] })));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("storefront", () => {
  it("shows each item with its price, a Minted badge when minted, and three tags", async () => {
    renderApp({ path: "/artiststorefront", viewer: { role: "artist", privileged: false } });
    const list = await screen.findByRole("list", { name: "Storefront items" });
    const [first, second] = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    if (!first || !second) throw new Error("expected two items");
    expect(within(first).getByText("Minted")).toBeInTheDocument();
    expect(within(first).getByText("500.00 WBE3")).toBeInTheDocument();
    expect(within(within(first).getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(3);
    expect(within(second).queryByText("Minted")).not.toBeInTheDocument();
    expect(within(second).getByText("1.25 WBE3")).toBeInTheDocument();
  });

  it("searches and filters by category, with an empty state", async () => {
    const user = userEvent.setup();
    renderApp({ path: "/artiststorefront", viewer: { role: "artist", privileged: false } });
    await screen.findByRole("list", { name: "Storefront items" });
    await user.type(screen.getByLabelText("Search"), "hand made");
    expect(screen.getByText("Silver Ring")).toBeInTheDocument();
    expect(screen.queryByText("Golden Hour")).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search"));
    await user.selectOptions(screen.getByLabelText("Category"), "music");
    expect(screen.getByText("Golden Hour")).toBeInTheDocument();
    expect(screen.queryByText("Silver Ring")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Category"), "cars");
    expect(screen.getByText(NO_ITEMS_FOUND.title)).toBeInTheDocument();
  });
});
