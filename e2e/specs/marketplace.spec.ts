import type { Page } from "playwright-core";
import { describe } from "vitest";
import { expect, test } from "../src/fixtures.ts";

const ITEMS_BY_CATEGORY = {
  Music: ["Midnight Frequencies", "Golden Hour Sessions"],
  Books: ["Verses of the Hive"],
  Jewelry: ["Honeycomb Signet Ring"],
  Art: ["Amber Waves"],
  Homes: ["Lakeside Studio Loft"],
  Cars: ["1967 Tour Van"],
} as const;
const ALL_TITLES = Object.values(ITEMS_BY_CATEGORY).flat().sort();

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

/** Titles on screen, sorted, once the list has settled (no search in flight). */
async function shownTitles(page: Page): Promise<string[] | "busy"> {
  if ((await page.locator("[aria-busy=true]").count()) > 0) return "busy";
  return (await cards(page).getByRole("heading").allTextContents()).sort();
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search the marketplace" });
}

function chip(page: Page, name: string) {
  return page.getByRole("group", { name: "Category" }).getByRole("button", { name, exact: true });
}

function searchParams(page: Page): { q: string | null; category: string | null } {
  const params = new URL(page.url()).searchParams;
  return { q: params.get("q"), category: params.get("category") };
}

async function pressedChips(page: Page): Promise<string[]> {
  return page.getByRole("group", { name: "Category" }).getByRole("button", { pressed: true }).allTextContents();
}

describe("marketplace", () => {
  test("shows all seven sample items, each priced in WBE3", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/marketplace");
    await expect.poll(() => shownTitles(page)).toEqual(ALL_TITLES);
    const prices = await cards(page).getByText(/WBE3$/).allTextContents();
    expect(prices).toHaveLength(7);
    for (const price of prices) expect(price).toMatch(/^\d[\d,.]* WBE3$/);
    expect(await pressedChips(page)).toEqual(["All"]);
  });

  test("search narrows the results (title and description) and is kept in the URL", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/marketplace");
    await expect.poll(() => shownTitles(page)).toEqual(ALL_TITLES);

    // "Amber Waves" matches on its description ("...at golden hour"), not its title.
    await searchBox(page).fill("GOLDEN");
    await expect.poll(() => shownTitles(page)).toEqual(["Amber Waves", "Golden Hour Sessions"]);
    await expect.poll(() => searchParams(page).q).toBe("GOLDEN");

    await searchBox(page).fill("");
    await expect.poll(() => shownTitles(page)).toEqual(ALL_TITLES);
    await expect.poll(() => searchParams(page).q).toBeNull();
  });

  test("each category chip shows only its items, and All brings everything back", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/marketplace");
    await expect.poll(() => shownTitles(page)).toEqual(ALL_TITLES);

    for (const [label, titles] of Object.entries(ITEMS_BY_CATEGORY)) {
      await chip(page, label).click();
      await expect.poll(() => shownTitles(page)).toEqual([...titles].sort());
      expect(await pressedChips(page)).toEqual([label]);
      expect(searchParams(page).category).toBe(label.toLowerCase());
    }

    await chip(page, "All").click();
    await expect.poll(() => shownTitles(page)).toEqual(ALL_TITLES);
    expect(await pressedChips(page)).toEqual(["All"]);
    expect(searchParams(page).category).toBeNull();
  });

  test("a search that matches nothing says so", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/marketplace");
    await searchBox(page).fill("zzz-no-such-thing");
    await page.getByText("No items found", { exact: true }).waitFor();
    await page.getByText("Try adjusting your search or filters", { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(0);
  });

  test("a deep link restores the search, the chip and the results", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/marketplace?q=honey&category=jewelry");
    await expect.poll(() => shownTitles(page)).toEqual(["Honeycomb Signet Ring"]);
    expect(await searchBox(page).inputValue()).toBe("honey");
    expect(await pressedChips(page)).toEqual(["Jewelry"]);
  });

  test("/platform is the same marketplace", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/platform");
    await page.getByRole("heading", { level: 1, name: "Marketplace" }).waitFor();
    await expect.poll(() => shownTitles(page)).toEqual(ALL_TITLES);
    await searchBox(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/platform");
  });
});
