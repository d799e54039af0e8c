import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, data } from "react-router";
import { RouteErrorPage } from "./RouteErrorPage";

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([{ path: "/", loader, Component: () => null, errorElement: <RouteErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RouteErrorPage", () => {
  it("shows the error status of a failed route", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderFailingRoute(() => {
      // react-router's way to fail a route with a status: it throws the data() response itself.
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's API throws this value
      throw data("missing", { status: 404, statusText: "Not Found" });
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("404 Not Found")).toBeInTheDocument();
  });

  it("shows the message of a thrown error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error("Chunk failed to load");
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Chunk failed to load")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
