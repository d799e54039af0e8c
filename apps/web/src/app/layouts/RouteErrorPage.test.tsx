import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { RouteErrorBoundary } from "./RouteErrorPage";

function Broken(): never {
  throw new Error("Layout failed");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RouteErrorBoundary", () => {
  it("shows its children while they work", () => {
    render(
      <RouteErrorBoundary>
        <p>Header and page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText("Header and page")).toBeInTheDocument();
  });

  it("replaces a failed layout with the error page and a full reload home", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Layout failed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
