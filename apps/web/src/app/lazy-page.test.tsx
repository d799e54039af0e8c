import { afterEach, describe, expect, it, vi } from "vitest";
import { Suspense, type ComponentType } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { ComponentErrorBoundary } from "@/components/ComponentErrorBoundary";
import { lazyPage, type PageModule, type PagePrefetch } from "./lazy-page";

function Honey() {
  return <h1>Honey page</h1>;
}

/** A page module whose code arrives when the test says so. */
function pendingCode() {
  let arrive: () => void = () => undefined;
  const promise = new Promise<{ Component: ComponentType }>((resolve) => {
    arrive = () => {
      resolve({ Component: Honey });
    };
  });
  return { load: vi.fn<PageModule>(() => promise), arrive: () => act(async () => (arrive(), await promise)) };
}

/** The page inside the layout's Suspense and error boundary, as RootLayout renders it. */
function renderPage(Page: ComponentType, path = "/honey") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <Suspense fallback={<p>Loading…</p>}>
            <ComponentErrorBoundary region="main">
              <Page />
            </ComponentErrorBoundary>
          </Suspense>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("lazyPage", () => {
  it("shows the layout's placeholder until the code arrives, then the page under its title", async () => {
    const code = pendingCode();
    renderPage(lazyPage({ load: code.load, title: "HoneyBank" }));
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    await code.arrive();
    expect(await screen.findByRole("heading", { name: "Honey page" })).toBeInTheDocument();
    expect(document.title).toBe("HoneyBank · WBE3");
  });

  it("asks for the page's data with its URL's search params as its code starts loading, once", async () => {
    const code = pendingCode();
    const prefetch = vi.fn<PagePrefetch>();
    const Page = lazyPage({ load: code.load, title: "Marketplace", prefetch });
    const first = renderPage(Page, "/marketplace?category=art");
    expect(code.load).toHaveBeenCalledOnce();
    expect(prefetch).toHaveBeenCalledOnce();
    expect(prefetch.mock.calls[0]?.[0].get("category")).toBe("art");
    await code.arrive();
    await screen.findByRole("heading", { name: "Honey page" });
    first.unmount();

    // A later visit has the code already: the page asks for its own data at once.
    renderPage(Page, "/marketplace?category=books");
    expect(await screen.findByRole("heading", { name: "Honey page" })).toBeInTheDocument();
    expect(code.load).toHaveBeenCalledOnce();
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it("shows a failed load in the region, and loads the code again on the next visit", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi.fn<PageModule>().mockRejectedValueOnce(new Error("Chunk failed to load")).mockResolvedValueOnce({ Component: Honey });
    const { router } = renderPage(lazyPage({ load, title: "HoneyBank" }));
    // Within the same visit the failure stands: no request loop against a broken network.
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();

    await act(() => router.navigate("/honey"));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Honey page" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
