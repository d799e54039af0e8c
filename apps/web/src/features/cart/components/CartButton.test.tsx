import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADDED_TO_CART, CART_EMPTY, CART_LINE_NOTES, type Cart, type CartLine } from "@wbe3/domain";
import { jsonResponse } from "@/test/fetch-stub";
import { installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const WBE3 = 10n ** 18n;

function line(id: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    listingId: id,
    title: `Item ${id}`,
    artist: "Atelier Soleil",
    category: "jewelry",
    imageUrl: null,
    quantity: 1,
    unitPrice: (18n * WBE3).toString(),
    unitPriceSeen: (18n * WBE3).toString(),
    isEdition: true,
    ships: false,
    maxQuantity: null,
    state: "ok",
    note: null,
    ...overrides,
  };
}

/** A cart the fake API keeps, changed by the same calls the app makes. */
function serveCart(initial: CartLine[]) {
  let lines = initial;
  const answer = (): Cart => {
    const ok = lines.filter((each) => each.state === "ok");
    const total = ok.reduce((sum, each) => sum + BigInt(each.unitPrice) * BigInt(each.quantity), 0n);
    return { items: lines, total: total.toString(), currency: "WBE3", ready: lines.length > 0 && lines.length === ok.length };
  };
  const added: unknown[] = [];
  const routes = {
    "GET /api/cart": () => jsonResponse(answer()),
    "POST /api/cart/items": ({ body }: { body: unknown }) => {
      const input = body as { listingId: string; quantity?: number };
      added.push(input);
      const existing = lines.find((each) => each.listingId === input.listingId);
      lines = existing
        ? lines.map((each) =>
            each.listingId === input.listingId
              ? { ...each, quantity: input.quantity ?? each.quantity, unitPriceSeen: each.unitPrice, state: "ok" as const, note: null }
              : each,
          )
        : [...lines, line(input.listingId)];
      return jsonResponse(answer());
    },
  };
  const remove = (id: string) => {
    lines = lines.filter((each) => each.listingId !== id);
    return jsonResponse(answer());
  };
  return { routes, remove, added };
}

const fan = meFor(sessionUser({ role: "fan", walletAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" }));

beforeEach(() => {
  installMatchMedia();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetAppState();
  sessionStorage.clear();
});

async function openCart() {
  await userEvent.click(await screen.findByRole("button", { name: /^Cart, / }));
  return screen.findByRole("dialog", { name: "Cart" });
}

describe("the cart", () => {
  it("shows the count in the header and the lines with their total in the sheet", async () => {
    const cart = serveCart([
      line("a", { quantity: 2 }),
      line("b", { unitPrice: (5n * WBE3).toString(), unitPriceSeen: (5n * WBE3).toString() }),
    ]);
    installFakeApi({ me: fan, routes: cart.routes });
    renderApp({ me: fan });
    expect(await screen.findByRole("button", { name: "Cart, 2 items" })).toBeInTheDocument();
    const sheet = await openCart();
    expect(within(sheet).getByText("Item a")).toBeInTheDocument();
    expect(within(sheet).getByText("41.00 WBE3")).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Purchase All" })).toBeEnabled();
  });

  it(`says "${CART_EMPTY}" when it is`, async () => {
    installFakeApi({ me: fan, routes: serveCart([]).routes });
    renderApp({ me: fan });
    const sheet = await openCart();
    expect(within(sheet).getByText(CART_EMPTY)).toBeInTheDocument();
  });

  it("marks a changed price, blocks Purchase All until it is accepted, and then allows it", async () => {
    const note = CART_LINE_NOTES.price_changed("18.00", "19.00");
    const cart = serveCart([line("a", { unitPrice: (19n * WBE3).toString(), state: "price_changed", note })]);
    installFakeApi({ me: fan, routes: cart.routes });
    renderApp({ me: fan });
    const sheet = await openCart();
    expect(within(sheet).getByText(note)).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Purchase All" })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole("button", { name: "Accept new price" }));
    await waitFor(() => expect(within(sheet).getByRole("button", { name: "Purchase All" })).toBeEnabled());
    expect(cart.added).toEqual([{ listingId: "a", quantity: 1 }]);
  });

  it("adds the item a visitor chose before signing in, once they are", async () => {
    sessionStorage.setItem("wbe3.pendingCartAdd", "chosen");
    const cart = serveCart([]);
    installFakeApi({ me: fan, routes: cart.routes });
    renderApp({ me: fan });
    expect(await screen.findByRole("button", { name: "Cart, 1 item" })).toBeInTheDocument();
    expect(await screen.findByText(ADDED_TO_CART)).toBeInTheDocument();
    expect(sessionStorage.getItem("wbe3.pendingCartAdd")).toBeNull();
  });

  it("is not there for visitors", async () => {
    installFakeApi();
    renderApp();
    await screen.findByRole("button", { name: /Sign In/ });
    expect(screen.queryByRole("button", { name: /^Cart, / })).toBeNull();
  });
});
