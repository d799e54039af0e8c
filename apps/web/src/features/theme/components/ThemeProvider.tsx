import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { THEME_STORAGE_KEY, parseTheme, resolveTheme, type Theme } from "@wbe3/domain";
import { useMediaQuery } from "@/hooks/use-media-query";
import { ThemeContext, type ThemeContextValue } from "../theme-context";

function readSavedTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Blocked storage (privacy mode) behaves like no saved choice.
    return parseTheme(null);
  }
}

function saveTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies for this visit; it just will not survive a reload.
  }
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readSavedTheme);
  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  const resolvedTheme = resolveTheme(theme, prefersDark);

  // Layout effect so the class flips in the same frame as the re-render (no flash of the old theme).
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove("dark", "light");
    root.classList.add(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    saveTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo<ThemeContextValue>(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
