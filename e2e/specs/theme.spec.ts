import type { Page } from "playwright-core";
import { describe } from "vitest";
import { expect, test } from "../src/fixtures.ts";

async function rootThemeClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => ["dark", "light"].filter((name) => document.documentElement.classList.contains(name)));
}

function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("theme"));
}

function themeButton(page: Page, name: "Light theme" | "Dark theme" | "System theme") {
  return page.getByRole("banner").getByRole("group", { name: "Theme" }).getByRole("button", { name });
}

describe("theme", () => {
  test("a chosen dark theme survives a reload", async ({ newPage }) => {
    // The system says light, so dark on screen can only come from the choice.
    const page = await newPage({ colorScheme: "light" });
    await page.goto("/");
    await expect.poll(() => rootThemeClasses(page)).toEqual(["light"]);

    await themeButton(page, "Dark theme").click();
    await expect.poll(() => rootThemeClasses(page)).toEqual(["dark"]);
    expect(await storedTheme(page)).toBe("dark");

    await page.reload();
    expect(await rootThemeClasses(page)).toEqual(["dark"]);
    expect(await storedTheme(page)).toBe("dark");
    expect(await themeButton(page, "Dark theme").getAttribute("aria-pressed")).toBe("true");
  });

  test.for(["light", "dark"] as const)("a junk stored value falls back to the system's %s", async (scheme, { newPage }) => {
    const page = await newPage({ colorScheme: scheme });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("theme", "purple"));
    await page.reload();
    await expect.poll(() => rootThemeClasses(page)).toEqual([scheme]);
    expect(await themeButton(page, "System theme").getAttribute("aria-pressed")).toBe("true");
  });
});
