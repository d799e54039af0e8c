import { describe } from "vitest";
import { expectNoAxeViolations } from "../src/axe.ts";
import { expect, test } from "../src/fixtures.ts";

const PAGES = [
  // Wait for what the API fills in, so axe sees the real page rather than its skeleton.
  { path: "/", ready: "Show item 1: The Complete Catalog" },
  { path: "/marketplace", ready: /^View\b.*Midnight Frequencies/ },
];
const CASES = PAGES.flatMap((page) => (["light", "dark"] as const).map((theme) => ({ ...page, theme })));

describe("accessibility (axe, WCAG 2.2 AA with target-size)", () => {
  test.for(CASES)("$path in the $theme theme has no violations", async ({ path, ready, theme }, { newPage }) => {
    const page = await newPage({ colorScheme: theme, reducedMotion: "reduce" });
    // The stored choice and the system agree, so the page is in this theme however it decides.
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto(path);
    await page.getByRole("button", { name: ready }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    await expectNoAxeViolations(page);
  });
});
