import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NftMetadata, OwnedNftsResponse } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";

const FAN = sessionUser({ role: "fan", walletAddress: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc" });
const OWNED: OwnedNftsResponse = {
  nfts: [
    {
      tokenId: "7",
      tokenURI: "ipfs://bafymeta",
      owner: FAN.walletAddress ?? "",
      contractAddress: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
      type: "music",
      standard: "erc721",
      balance: "1",
    },
  ],
  count: 1,
  error: null,
};
const METADATA: NftMetadata = {
  name: "Golden Hour",
  description: "A soul single",
  image: "ipfs://bafyart",
  animation_url: "ipfs://bafyaudio",
  attributes: [],
  properties: { artist: "Nova", genre: "soul", price: "5", royalty: 10, minter: "0x1", copyright: undefined },
};

let owned: OwnedNftsResponse = OWNED;

beforeEach(() => {
  installMatchMedia();
  owned = OWNED;
  stubFetch((url) => {
    if (url.pathname === `/api/wallets/${FAN.walletAddress ?? ""}/nfts`) return jsonResponse(owned);
    if (url.pathname === "/ipfs/bafymeta") return jsonResponse(METADATA);
    if (url.pathname === "/api/auth/me") return jsonResponse(meFor(FAN));
    if (url.pathname === "/api/config") return jsonResponse(TEST_CONFIG);
    return jsonResponse({ items: [] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("vault", () => {
  it("shows owned tokens with their metadata's artwork and playable media", async () => {
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    expect(await screen.findByRole("heading", { name: "Golden Hour" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Artwork of Golden Hour" })).toHaveAttribute("src", "/ipfs/bafyart");
    expect(screen.getByLabelText("Play Golden Hour")).toHaveAttribute("src", "/ipfs/bafyaudio");
    expect(screen.getByText("#7")).toBeInTheDocument();
    expect(screen.getByText("Music")).toBeInTheDocument();
    expect(screen.getByText("Nova")).toBeInTheDocument();
  });

  it("checks the recipient before any wallet is asked to send a token", async () => {
    const user = userEvent.setup();
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    await user.click(await screen.findByRole("button", { name: "Send" }));
    await user.type(screen.getByLabelText("Send to wallet address"), "0x123");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid Ethereum address format: 0x123");
    await user.clear(screen.getByLabelText("Send to wallet address"));
    await user.type(screen.getByLabelText("Send to wallet address"), FAN.walletAddress ?? "");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That is your own wallet");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Send to wallet address")).not.toBeInTheDocument();
  });

  it("says so when the vault is empty", async () => {
    owned = { nfts: [], count: 0, error: null };
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    expect(await screen.findByText("Your vault is empty")).toBeInTheDocument();
  });
});
