export const THEME_STORAGE_KEY = "theme";

export const THEMES = ["dark", "light", "system"] as const;
export type Theme = (typeof THEMES)[number];

export function parseTheme(stored: string | null | undefined): Theme {
  return (THEMES as readonly (string | null | undefined)[]).includes(stored) ? (stored as Theme) : "system";
}

export function resolveTheme(theme: Theme, prefersDark: boolean): "dark" | "light" {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}
