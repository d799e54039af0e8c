import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { perWalletBadge, presaleBadge, type MarketplaceItem } from "@wbe3/domain";
import { ItemCard } from "./ItemCard";

const ITEM: MarketplaceItem = {
  id: "m1",
  title: "Golden Hour",
  seller: { id: "u1", name: "Nova Queen", kind: "artist" },
  description: "",
  price: "5000000000000000000",
  category: "music",
  imageUrl: null,
  tags: [],
  isMinted: false,
  left: 3,
  maxPerWallet: null,
  presaleEndsAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const show = (overrides: Partial<MarketplaceItem>) =>
  render(<ItemCard item={{ ...ITEM, ...overrides }} onAddToCart={() => undefined} onView={() => undefined} />);

describe("item card drop rules", () => {
  it("shows the presale's end while it is on, and the per-wallet limit", () => {
    show({ presaleEndsAt: "2999-05-01T18:30:00.000Z", maxPerWallet: 2 });
    expect(screen.getByText(presaleBadge("2999-05-01 18:30 UTC"))).toBeInTheDocument();
    expect(screen.getByText(perWalletBadge(2))).toBeInTheDocument();
    expect(screen.getByText("3 left")).toBeInTheDocument();
  });

  it("shows no presale once it has ended, and no limit without one", () => {
    show({ presaleEndsAt: "2020-01-01T00:00:00.000Z" });
    expect(screen.queryByText(/Presale until/)).not.toBeInTheDocument();
    expect(screen.queryByText(/per wallet/)).not.toBeInTheDocument();
  });
});

describe("item card seller", () => {
  it("names the seller and their kind: an artist, or a partner who is not one", () => {
    show({});
    expect(screen.getByText("by Nova Queen · Artist")).toBeInTheDocument();
    show({ id: "m2", seller: { id: "u2", name: "Acme Events", kind: "partner" } });
    expect(screen.getByText("by Acme Events · Partner")).toBeInTheDocument();
  });
});
