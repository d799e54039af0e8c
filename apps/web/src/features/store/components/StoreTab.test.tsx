import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PRODUCT_ADD_FAILED_TOAST, PRODUCT_REQUIRED_FIELDS, type Product, type StoreOrderLine } from "@wbe3/domain";
import { apiError, installFakeApi } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderWithProviders } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { notify } from "@/lib/toast";
import { StoreTab } from "./StoreTab";

const WBE3 = 10n ** 18n;
const ARTIST = { role: "artist", privileged: false } as const;

function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: `p${n}`,
    listingId: `l${n}`,
    name: `Product ${n}`,
    price: (5n * WBE3).toString(),
    description: "",
    category: "clothing",
    imageUrl: null,
    status: "active",
    stockLeft: 3,
    sold: 0,
    createdAt: new Date(2026, 0, 10 - n).toISOString(),
    updatedAt: new Date(2026, 0, 10 - n).toISOString(),
    ...overrides,
  };
}

const ORDER_LINE: StoreOrderLine = {
  orderId: "6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff",
  productId: "p1",
  product: "Product 1",
  quantity: 2,
  shippingAddress: {
    name: "Ada Fan",
    line1: "1 Main Street",
    line2: "",
    city: "Lisbon",
    region: "",
    postalCode: "1000",
    country: "Portugal",
  },
  paidAt: new Date(2026, 0, 12).toISOString(),
  shippedAt: null,
};

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp({
  products = [] as Product[],
  lines = [] as StoreOrderLine[],
  create = (): Response => jsonResponse(product(9), 201),
} = {}) {
  installMatchMedia();
  let orderLines = lines;
  const api = installFakeApi({
    routes: {
      "GET /api/artist/products": () => jsonResponse({ products }),
      "POST /api/artist/products": create,
      "GET /api/artist/store/orders": () => jsonResponse({ lines: orderLines }),
      [`POST /api/artist/store/orders/${ORDER_LINE.orderId}/ship`]: () => {
        orderLines = orderLines.map((line) => ({ ...line, shippedAt: new Date(2026, 0, 13).toISOString() }));
        return jsonResponse({ lines: orderLines });
      },
    },
  });
  vi.spyOn(notify, "success").mockImplementation(() => undefined);
  const failure = vi.spyOn(notify, "error").mockImplementation(() => undefined);
  renderWithProviders(<StoreTab />, { viewer: ARTIST });
  return { api, failure, user: userEvent.setup() };
}

describe("the Store tab", () => {
  it("lists the 4 newest products, then a '+1 more' button that shows the fifth", async () => {
    const { user } = setUp({ products: [1, 2, 3, 4, 5].map((n) => product(n)) });
    const list = await screen.findByRole("list", { name: "Your products" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Product 1", "Product 2", "Product 3", "Product 4"]);
    const more = screen.getByRole("button", { name: "+1 more" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  });

  it("shows no '+N more' with 4 products, and 'Sold out' when none is left", async () => {
    setUp({ products: [product(1, { status: "sold_out", stockLeft: 0 }), product(2), product(3), product(4)] });
    const list = await screen.findByRole("list", { name: "Your products" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(within(within(list).getAllByRole("listitem")[0] as HTMLElement).getByText("Sold out")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /more$/ })).not.toBeInTheDocument();
  });

  it("asks for name and price with SPEC's message and sends nothing; a refused add says 'Failed to add product'", async () => {
    const { api, failure, user } = setUp({ create: () => apiError("forbidden", "Your tier allows 3 store products.", 403) });
    const form = await screen.findByRole("form", { name: "Add product" });
    await user.click(within(form).getByRole("button", { name: "Add product" }));
    expect(await within(form).findAllByText(PRODUCT_REQUIRED_FIELDS)).toHaveLength(2);
    expect(api.bodiesFor("POST /api/artist/products")).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name/), "Tour Tee");
    await user.type(within(form).getByLabelText(/^Price/), "12.50");
    await user.click(within(form).getByRole("button", { name: "Add product" }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(PRODUCT_ADD_FAILED_TOAST, { description: "Your tier allows 3 store products." }),
    );
    expect(api.bodiesFor("POST /api/artist/products")).toEqual([
      { name: "Tour Tee", price: "12.50", description: "", category: "other", imageUrl: null, status: "active", stock: 1 },
    ]);
  });

  it("lists orders to ship with the buyer's address and marks one shipped", async () => {
    const { api, user } = setUp({ lines: [ORDER_LINE] });
    const orders = await screen.findByRole("list", { name: "Orders to ship" });
    expect(within(orders).getByText("2 × Product 1")).toBeInTheDocument();
    expect(within(orders).getByText("1 Main Street")).toBeInTheDocument();
    await user.click(within(orders).getByRole("button", { name: "Mark Product 1 shipped" }));
    expect(await within(orders).findByText(/^Shipped /)).toBeInTheDocument();
    expect(api.bodiesFor(`POST /api/artist/store/orders/${ORDER_LINE.orderId}/ship`)).toHaveLength(1);
  });
});
