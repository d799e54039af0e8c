import { describe, expect, it } from "vitest";
import { parseTheme, resolveTheme, THEME_STORAGE_KEY } from "./theme.ts";

describe("parseTheme", () => {
  it.each(["dark", "light", "system"] as const)("keeps %s", (theme) => {
    expect(parseTheme(theme)).toBe(theme);
  });

  it.each([null, undefined, "", "Dark", "blue", " light"])("falls back to system for %o", (stored) => {
    expect(parseTheme(stored)).toBe("system");
  });

  it("is stored under the key SPEC names", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
  });
});

describe("resolveTheme", () => {
  it("follows the OS preference only for system", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });
});
