import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PREFERS_DARK, installMatchMedia } from "@/test/media";
import { useTheme } from "../hooks/use-theme";
import { ThemeProvider } from "./ThemeProvider";
import { ThemeToggle } from "./ThemeToggle";

const root = document.documentElement;

function renderTheme() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  root.className = "";
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("theme", () => {
  it("applies the saved theme to the page root", () => {
    installMatchMedia({ [PREFERS_DARK]: false });
    localStorage.setItem("theme", "dark");
    renderTheme();
    expect(root).toHaveClass("dark");
    expect(root).not.toHaveClass("light");
    expect(screen.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  });

  it("saves a new choice under 'theme' and applies it at once", async () => {
    installMatchMedia({ [PREFERS_DARK]: true });
    renderTheme();
    await userEvent.click(screen.getByRole("button", { name: "Light theme" }));
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root).toHaveClass("light");
    expect(root).not.toHaveClass("dark");
  });

  it("treats an unrecognised saved value as system", () => {
    installMatchMedia({ [PREFERS_DARK]: true });
    localStorage.setItem("theme", "purple");
    renderTheme();
    expect(screen.getByRole("button", { name: "System theme" })).toHaveAttribute("aria-pressed", "true");
    expect(root).toHaveClass("dark");
  });

  it("follows the operating system live while on system", () => {
    const media = installMatchMedia({ [PREFERS_DARK]: false });
    localStorage.setItem("theme", "system");
    renderTheme();
    expect(root).toHaveClass("light");
    act(() => media.set(PREFERS_DARK, true));
    expect(root).toHaveClass("dark");
    act(() => media.set(PREFERS_DARK, false));
    expect(root).toHaveClass("light");
  });

  it("ignores the operating system when a theme is chosen", () => {
    const media = installMatchMedia({ [PREFERS_DARK]: false });
    localStorage.setItem("theme", "light");
    renderTheme();
    act(() => media.set(PREFERS_DARK, true));
    expect(root).toHaveClass("light");
  });

  it("throws a clear error when used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Orphan() {
      useTheme();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow("useTheme must be used within a ThemeProvider");
  });
});
