import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { act, render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { ScrollRestoration } from "./ScrollRestoration";

type Router = ReturnType<typeof createMemoryRouter>;

let router: Router;
let scrollTo: MockInstance<typeof window.scrollTo>;

function scrolledTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  router = createMemoryRouter([{ path: "*", element: <ScrollRestoration /> }], { initialEntries: ["/marketplace"] });
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ScrollRestoration", () => {
  it("starts a new page at its top", async () => {
    scrolledTo(800);
    await act(() => router.navigate("/discover"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("keeps the position when only the search params change (tabs, filters)", async () => {
    scrolledTo(800);
    await act(() => router.navigate("/marketplace?category=art"));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("returns to where the reader was on Back and Forward", async () => {
    scrolledTo(640);
    await act(() => router.navigate("/discover"));
    scrolledTo(120);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it("takes the position over from the browser", () => {
    expect(window.history.scrollRestoration).toBe("manual");
  });
});
