import type { Page } from "playwright-core";
import { describe } from "vitest";
import { expect, test } from "../src/fixtures.ts";

const SPOTLIGHT_TITLES = ["The Complete Catalog", "Golden Hour Sessions", "Honeycomb Signet Ring", "Amber Waves", "Verses of the Hive"];
// One slide's wait plus its 300 ms fade.
const ONE_ROTATION_MS = 10_000 + 300;

function spotlight(page: Page) {
  return page.getByRole("region", { name: "Spotlight" });
}

function dots(page: Page) {
  return spotlight(page).getByRole("button", { name: /^Show item \d/ });
}

async function shownTitle(page: Page): Promise<string | null> {
  return spotlight(page).getByRole("heading", { level: 3 }).textContent();
}

async function currentDot(page: Page): Promise<number> {
  const states = await dots(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-current")));
  return states.indexOf("true");
}

describe("home page", () => {
  test("the spotlight has one dot per featured item, the first one selected", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    await expect.poll(() => dots(page).count()).toBe(5);
    expect(await dots(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))).toEqual(
      SPOTLIGHT_TITLES.map((title, index) => `Show item ${index + 1}: ${title}`),
    );
    expect(await currentDot(page)).toBe(0);
    expect(await shownTitle(page)).toBe(SPOTLIGHT_TITLES[0]);
  });

  test("clicking a dot shows that item", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    await dots(page).nth(2).click();
    await expect.poll(() => shownTitle(page)).toBe(SPOTLIGHT_TITLES[2]);
    expect(await currentDot(page)).toBe(2);
    await dots(page).nth(4).click();
    await expect.poll(() => shownTitle(page)).toBe(SPOTLIGHT_TITLES[4]);
    expect(await currentDot(page)).toBe(4);
  });

  test("the spotlight moves on by itself every 10 seconds", async ({ newPage }) => {
    const page = await newPage();
    await page.clock.install();
    await page.goto("/");
    await expect.poll(() => dots(page).count()).toBe(5);
    // From here on the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1_000);
    expect(await currentDot(page)).toBe(0);

    await page.clock.runFor(ONE_ROTATION_MS);
    await expect.poll(() => currentDot(page)).toBe(1);
    await expect.poll(() => shownTitle(page)).toBe(SPOTLIGHT_TITLES[1]);

    await page.clock.runFor(ONE_ROTATION_MS);
    await expect.poll(() => currentDot(page)).toBe(2);
    await expect.poll(() => shownTitle(page)).toBe(SPOTLIGHT_TITLES[2]);
  });

  test("Listen on the main artist's item opens the external page in a new tab", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    const listen = spotlight(page).getByRole("link", { name: /^Listen/ });
    await listen.waitFor();
    expect(await listen.getAttribute("target")).toBe("_blank");
    expect(await listen.getAttribute("rel")).toContain("noopener");
    expect(await listen.getAttribute("href")).toMatch(/^https:\/\//);
  });

  test("the hero offers the radio and joining, and three feature cards lead on", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Listen to WBE3 Radio" }).waitFor();
    const features = page.getByRole("region", { name: "Everything in one place" });
    for (const feature of ["Music NFTs", "HoneyBank", "Live Shows"]) {
      await features.getByRole("heading", { name: feature, exact: true }).waitFor();
      await features.getByRole("link", { name: `Explore ${feature}` }).waitFor();
    }

    await page.getByRole("link", { name: "Join Platform" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/register");
  });
});
