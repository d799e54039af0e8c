import { createContext } from "react";
import type { Theme } from "@wbe3/domain";

export interface ThemeContextValue {
  /** What the user chose, including "system". */
  theme: Theme;
  /** What is on screen now. */
  resolvedTheme: "dark" | "light";
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
