import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OwnedNft, OwnedNftsResponse } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { playAnswer, playFromTo, pressPlay, TEST_PLAY_ID } from "@/test/plays";
import { meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";

const FAN = sessionUser({ role: "fan", walletAddress: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc" });
const TRACK_NFT = "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512";
const TICKET_NFT = "0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0";
const TRACK_UPLOAD = "6f1c2b9e-3a4d-4e5f-8a7b-9c0d1e2f3a4b";

function owned(overrides: Partial<OwnedNft>): OwnedNft {
  return {
    tokenId: "7",
    tokenURI: "ipfs://bafymeta",
    owner: FAN.walletAddress ?? "",
    contractAddress: TRACK_NFT,
    type: "music",
    standard: "erc721",
    balance: "1",
    title: "Golden Hour",
    category: "music",
    artist: "Nova",
    imageUrl: "/ipfs/bafyart",
    mediaUrl: "/ipfs/bafyaudio",
    uploadId: null,
    content: null,
    ...overrides,
  };
}

const OWNED: OwnedNftsResponse = {
  nfts: [
    owned({ uploadId: TRACK_UPLOAD }),
    // Artwork minted on the track contract: the contract's type says "music", its category art.
    owned({ tokenId: "8", title: "Blue Study", category: "art", artist: "Mira", imageUrl: "/ipfs/bafyblue", mediaUrl: null }),
    // Two received copies of an ERC-1155 music edition whose id is 1.
    owned({ tokenId: "1", contractAddress: TICKET_NFT, type: "edition", standard: "erc1155", balance: "2", title: "Night Drive" }),
    owned({
      tokenId: "2",
      contractAddress: TICKET_NFT,
      type: "edition",
      standard: "erc1155",
      title: "Backstage Pass",
      category: "ticket",
      artist: null,
      imageUrl: null,
      mediaUrl: null,
    }),
  ],
  count: 4,
  error: null,
};

let answer: OwnedNftsResponse = OWNED;
let plays: unknown[] = [];

beforeEach(() => {
  installMatchMedia();
  answer = OWNED;
  plays = [];
  stubFetch((url, init) => {
    if (url.pathname === "/api/plays") {
      const body: unknown = JSON.parse(typeof init?.body === "string" ? init.body : "null");
      plays.push(body);
      return playAnswer(body);
    }
    if (url.pathname === `/api/wallets/${FAN.walletAddress ?? ""}/nfts`) return jsonResponse(answer);
    if (url.pathname === "/api/auth/me") return jsonResponse(meFor(FAN));
    if (url.pathname === "/api/config") return jsonResponse(TEST_CONFIG);
    return jsonResponse({ items: [] });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("vault", () => {
  it("shows each token with its title, category badge, artwork, artist and a player for music", async () => {
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    const track = await screen.findByRole("article", { name: "Golden Hour" });
    expect(within(track).getByRole("heading", { name: "Golden Hour" })).toBeInTheDocument();
    expect(within(track).getByRole("img", { name: "Artwork of Golden Hour" })).toHaveAttribute("src", "/ipfs/bafyart");
    expect(within(track).getByLabelText("Play Golden Hour")).toHaveAttribute("src", "/ipfs/bafyaudio");
    expect(within(track).getByText("#7")).toBeInTheDocument();
    expect(within(track).getByText("Music")).toBeInTheDocument();
    expect(within(track).getByText("Nova")).toBeInTheDocument();
  });

  it("labels art as Art, without a player, though it lives on the track contract", async () => {
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    const art = await screen.findByRole("article", { name: "Blue Study" });
    expect(within(art).getByText("Art")).toBeInTheDocument();
    expect(within(art).queryByText("Music")).not.toBeInTheDocument();
    expect(within(art).queryByLabelText(/^Play/)).not.toBeInTheDocument();
    expect(within(art).getByRole("img", { name: "Artwork of Blue Study" })).toHaveAttribute("src", "/ipfs/bafyblue");
  });

  it("titles a received ERC-1155 edition with the copies held, and badges a ticket", async () => {
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    const edition = await screen.findByRole("article", { name: "Night Drive" });
    expect(within(edition).getByText("#1 · ×2")).toBeInTheDocument();
    expect(within(edition).getByLabelText("Play Night Drive")).toBeInTheDocument();
    expect(screen.queryByText(/Token #1/)).not.toBeInTheDocument();
    const ticket = screen.getByRole("article", { name: "Backstage Pass" });
    expect(within(ticket).getByText("Ticket")).toBeInTheDocument();
    expect(within(ticket).queryByRole("img")).not.toBeInTheDocument();
  });

  it("checks the recipient before any wallet is asked to send a token", async () => {
    const user = userEvent.setup();
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    const track = await screen.findByRole("article", { name: "Golden Hour" });
    await user.click(within(track).getByRole("button", { name: "Send" }));
    await user.type(within(track).getByLabelText("Send to wallet address"), "0x123");
    await user.click(within(track).getByRole("button", { name: "Send" }));
    expect(await within(track).findByRole("alert")).toHaveTextContent("Invalid Ethereum address format: 0x123");
    await user.clear(within(track).getByLabelText("Send to wallet address"));
    await user.type(within(track).getByLabelText("Send to wallet address"), FAN.walletAddress ?? "");
    await user.click(within(track).getByRole("button", { name: "Send" }));
    expect(await within(track).findByRole("alert")).toHaveTextContent("That is your own wallet");
    await user.click(within(track).getByRole("button", { name: "Cancel" }));
    expect(within(track).queryByLabelText("Send to wallet address")).not.toBeInTheDocument();
  });

  it("starts and reports a play of owned music once 30 s were heard, like the artist page's player", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    const track = await screen.findByRole("article", { name: "Golden Hour" });
    const audio = within(track).getByLabelText<HTMLAudioElement>("Play Golden Hour");
    await pressPlay(audio);
    playFromTo(audio, 0, 31);
    await vi.waitFor(() =>
      expect(plays).toEqual([{ uploadId: TRACK_UPLOAD }, { uploadId: TRACK_UPLOAD, playId: TEST_PLAY_ID, listenedMs: 30_000 }]),
    );
    // A token we cannot tie to an upload is neither started nor reported.
    const edition = screen.getByRole("article", { name: "Night Drive" });
    const other = within(edition).getByLabelText<HTMLAudioElement>("Play Night Drive");
    await pressPlay(other);
    playFromTo(other, 0, 40);
    expect(plays).toHaveLength(2);
  });

  it("says so when the vault is empty", async () => {
    answer = { nfts: [], count: 0, error: null };
    renderApp({ path: "/fan-dashboard", me: meFor(FAN) });
    expect(await screen.findByText("Your vault is empty")).toBeInTheDocument();
  });
});
