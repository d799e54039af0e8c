import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ComponentErrorBoundary } from "./ComponentErrorBoundary";

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error("render failed");
  return <p>Recovered content</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  shouldThrow = true;
});

describe("ComponentErrorBoundary", () => {
  it("replaces only the failing region with the Component Error card", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <>
        <p>Neighbour region</p>
        <ComponentErrorBoundary region="test">
          <Fragile />
        </ComponentErrorBoundary>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Component Error");
    expect(screen.getByText("Something went wrong loading this component.")).toBeInTheDocument();
    expect(screen.getByText("Neighbour region")).toBeInTheDocument();
  });

  it("renders the region again when the user retries", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ComponentErrorBoundary region="test">
        <Fragile />
      </ComponentErrorBoundary>,
    );
    shouldThrow = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Recovered content")).toBeInTheDocument();
  });
});
