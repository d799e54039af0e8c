import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SIGN_IN_TITLE, type MarketplaceItem, type MarketplacePage } from "@wbe3/domain";
import { jsonResponse, stubFetch, type FetchHandler } from "@/test/fetch-stub";
import { installFakeApi } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";

function item(id: number, overrides: Partial<MarketplaceItem> = {}): MarketplaceItem {
  return {
    id: `m${id}`,
    title: `Item ${id}`,
    seller: { id: "u1", name: "Nova Queen", kind: "artist" },
    description: `About item ${id}`,
    price: "50000000000000000000",
    category: "music",
    imageUrl: `/media/seed/item-${id}.svg`,
    tags: ["vinyl", "live", "limited", "signed"],
    isMinted: false,
    left: null,
    maxPerWallet: null,
    presaleEndsAt: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const page = (items: MarketplaceItem[], nextCursor: string | null = null): MarketplacePage => ({ items, nextCursor });

function serve(handler: (url: URL) => Response) {
  const marketplace: FetchHandler = (url) =>
    url.pathname === "/api/marketplace"
      ? handler(url)
      : url.pathname.endsWith("/collectors")
        ? jsonResponse({ count: 0, newest: [] })
        : jsonResponse({ items: [] });
  return stubFetch(marketplace);
}

const searchBox = () => screen.getByRole("searchbox", { name: "Search the marketplace" });
const chip = (name: string) => within(screen.getByRole("group", { name: "Category" })).getByRole("button", { name });

beforeEach(() => {
  installMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("marketplace page", () => {
  it("shows each item with its category, price, Minted badge and three tags", async () => {
    serve(() => jsonResponse(page([item(1, { isMinted: true, category: "art", title: "Golden Hive", left: 3 })])));
    renderApp({ path: "/marketplace" });
    const card = (await screen.findByRole("heading", { level: 2, name: "Golden Hive" })).closest("article");
    expect(card).not.toBeNull();
    const scoped = within(card as HTMLElement);
    expect(scoped.getByText("Art")).toBeInTheDocument();
    expect(scoped.getByText("Minted")).toBeInTheDocument();
    expect(scoped.getByText("50.00 WBE3")).toBeInTheDocument();
    expect(scoped.getByText("3 left")).toBeInTheDocument();
    expect(scoped.getAllByRole("listitem").map((tag) => tag.textContent)).toEqual(["vinyl", "live", "limited"]);
    expect(scoped.getByRole("button", { name: /Add to Cart/ })).toBeInTheDocument();
    expect(scoped.getByRole("button", { name: /View/ })).toBeInTheDocument();
  });

  it("loads the images in view at once, the first one first, and the rest as they come near", async () => {
    serve(() => jsonResponse(page([1, 2, 3, 4, 5, 6].map((id) => item(id)))));
    renderApp({ path: "/marketplace" });
    await screen.findByRole("img", { name: "Artwork for Item 6" });
    const image = (id: number) => screen.getByRole("img", { name: `Artwork for Item ${id}` });
    expect(image(1)).toHaveAttribute("loading", "eager");
    expect(image(1)).toHaveAttribute("fetchpriority", "high");
    expect(image(4)).toHaveAttribute("loading", "eager");
    expect(image(4)).toHaveAttribute("fetchpriority", "auto");
    expect(image(5)).toHaveAttribute("loading", "lazy");
  });

  it("restores search and category from a deep link and asks the API for them", async () => {
    const api = serve(() => jsonResponse(page([item(1)])));
    renderApp({ path: "/marketplace?q=jazz&category=music" });
    expect(await screen.findByText("Item 1")).toBeInTheDocument();
    expect(searchBox()).toHaveValue("jazz");
    expect(chip("Music")).toHaveAttribute("aria-pressed", "true");
    expect(chip("All")).toHaveAttribute("aria-pressed", "false");
    // Requested once: the route starts it while the page's code loads, and the page reuses it.
    const requests = api.urlsFor("/api/marketplace");
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get("q")).toBe("jazz");
    expect(requests[0]?.searchParams.get("category")).toBe("music");
  });

  it("puts typed search into the URL and the request once typing pauses", async () => {
    const api = serve((url) => jsonResponse(page(url.searchParams.get("q") === "hive" ? [item(2)] : [item(1)])));
    const { router } = renderApp({ path: "/marketplace" });
    await screen.findByText("Item 1");

    await userEvent.type(searchBox(), "hive");
    await waitFor(() => expect(router.state.location.search).toBe("?q=hive"));
    expect(await screen.findByText("Item 2")).toBeInTheDocument();
    const queries = api.urlsFor("/api/marketplace").map((url) => url.searchParams.get("q"));
    // Debounced: no request per keystroke.
    expect(queries).toEqual([null, "hive"]);
  });

  it("filters by category chip, keeps it in the URL, and steps back with history", async () => {
    const api = serve(() => jsonResponse(page([item(1)])));
    const { router } = renderApp({ path: "/marketplace" });
    await screen.findByText("Item 1");

    await userEvent.click(chip("Books"));
    await waitFor(() => expect(chip("Books")).toHaveAttribute("aria-pressed", "true"));
    expect(router.state.location.search).toBe("?category=books");
    await waitFor(() => expect(api.urlsFor("/api/marketplace").at(-1)?.searchParams.get("category")).toBe("books"));

    await act(() => router.navigate(-1));
    expect(chip("All")).toHaveAttribute("aria-pressed", "true");
    expect(router.state.location.search).toBe("");
  });

  it("shows the empty state when nothing matches", async () => {
    serve(() => jsonResponse(page([])));
    renderApp({ path: "/marketplace?q=nothing-like-this" });
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters")).toBeInTheDocument();
  });

  it("shows the API's error and recovers on retry", async () => {
    let fail = true;
    serve(() =>
      fail
        ? jsonResponse({ error: { code: "bad_request", message: "q must be at most 100 characters" } }, 400)
        : jsonResponse(page([item(1)])),
    );
    renderApp({ path: "/marketplace" });
    expect(await screen.findByText("The marketplace could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText("q must be at most 100 characters")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Item 1")).toBeInTheDocument();
  });

  it("loads the next page with the cursor and appends it", async () => {
    const api = serve((url) =>
      url.searchParams.get("cursor") === "c2" ? jsonResponse(page([item(2)])) : jsonResponse(page([item(1)], "c2")),
    );
    renderApp({ path: "/marketplace" });
    await screen.findByText("Item 1");
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Item 2")).toBeInTheDocument();
    expect(screen.getByText("Item 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(api.urlsFor("/api/marketplace").at(-1)?.searchParams.get("cursor")).toBe("c2");
  });

  it("opens the details of an item, naming who sells it", async () => {
    const seller = { id: "u9", name: "Acme Events", kind: "partner" } as const;
    serve(() => jsonResponse(page([item(1, { description: "A signed pressing", seller })])));
    renderApp({ path: "/marketplace" });
    await screen.findByText("Item 1");
    await userEvent.click(screen.getByRole("button", { name: /View/ }));
    const dialog = await screen.findByRole("dialog", { name: "Item 1" });
    expect(within(dialog).getByText("A signed pressing")).toBeInTheDocument();
    expect(within(dialog).getByText("by Acme Events · Partner")).toBeInTheDocument();
    expect(within(dialog).getByText("signed")).toBeInTheDocument();
    expect(within(dialog).getByText(/50\.00 WBE3/)).toBeInTheDocument();
  });

  it("asks a visitor to sign in from Add to Cart, keeping the item for after", async () => {
    installFakeApi({ routes: { "GET /api/marketplace": () => jsonResponse(page([item(1)])) } });
    renderApp({ path: "/marketplace" });
    await screen.findByText("Item 1");
    await userEvent.click(screen.getByRole("button", { name: /Add to Cart/ }));
    expect(await screen.findByRole("dialog", { name: SIGN_IN_TITLE }, { timeout: 3000 })).toBeInTheDocument();
    expect(sessionStorage.getItem("wbe3.pendingCartAdd")).toBe("m1");
  });
});
