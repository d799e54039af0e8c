import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { overWalletLimit, SHIPS_FROM_ARTIST, type Cart, type CartLine } from "@wbe3/domain";
import { apiError, installFakeApi } from "@/test/fake-api";
import { installMatchMedia } from "@/test/media";
import { renderWithProviders } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { CartPanel } from "./CartPanel";

const PRICE = (12n * 10n ** 18n).toString();

function line(listingId: string, ships: boolean): CartLine {
  return {
    listingId,
    title: ships ? "Tour Tee" : "Song",
    artist: "Nova",
    category: ships ? "merch" : "music",
    imageUrl: null,
    quantity: 1,
    unitPrice: PRICE,
    unitPriceSeen: PRICE,
    isEdition: true,
    ships,
    maxQuantity: 3,
    state: "ok",
    note: null,
  };
}

const cartOf = (items: CartLine[]): Cart => ({ items, total: PRICE, currency: "WBE3", ready: true });

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

describe("the cart with a physical product", () => {
  it("marks the line 'Ships from the artist' and asks for the address before Purchase All", async () => {
    installMatchMedia();
    const api = installFakeApi();
    renderWithProviders(<CartPanel cart={cartOf([line("a", false), line("b", true)])} />, { viewer: { role: "fan", privileged: false } });
    const items = screen.getByRole("list", { name: "Cart items" });
    expect(within(within(items).getByRole("listitem", { name: "Tour Tee" })).getByText(SHIPS_FROM_ARTIST)).toBeInTheDocument();
    expect(within(within(items).getByRole("listitem", { name: "Song" })).queryByText(SHIPS_FROM_ARTIST)).not.toBeInTheDocument();

    const form = screen.getByRole("form", { name: "Shipping address" });
    await userEvent.click(screen.getByRole("button", { name: "Purchase All" }));
    expect(await within(form).findByText("Name is required.")).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/orders")).toEqual([]);
  });

  it("asks for no address when nothing ships", () => {
    installMatchMedia();
    installFakeApi();
    renderWithProviders(<CartPanel cart={cartOf([line("a", false)])} />, { viewer: { role: "fan", privileged: false } });
    expect(screen.queryByRole("form", { name: "Shipping address" })).not.toBeInTheDocument();
    expect(screen.queryByText(SHIPS_FROM_ARTIST)).not.toBeInTheDocument();
  });
});

describe("changing a quantity", () => {
  it("sends a quantity past the wallet's limit as typed, and shows the refusal naming the limit", async () => {
    installMatchMedia();
    const refusal = overWalletLimit(1, 0);
    const api = installFakeApi({ routes: { "POST /api/cart/items": () => apiError("conflict", refusal, 409) } });
    const limited = { ...line("a", false), maxQuantity: 1 };
    renderWithProviders(<CartPanel cart={cartOf([limited])} />, { viewer: { role: "fan", privileged: false } });
    fireEvent.change(screen.getByRole("spinbutton", { name: "Qty" }), { target: { value: "2" } });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/cart/items")).toEqual([{ listingId: "a", quantity: 2 }]);
  });
});
