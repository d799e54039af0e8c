import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONTENT_MESSAGES, type OwnedNft, type OwnedNftsResponse } from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { playAnswer, pressPlay } from "@/test/plays";
import { renderApp } from "@/test/render-app";

// Issue 19, point 4: each owned item shows what it opens — Read, Play, Download.
const FAN = sessionUser({ role: "fan", walletAddress: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc" });
const BOOK_CID = "bafkreibookbookbookbookbookbookbookbookbookbookbookbookbook";
const TRACK_CID = "bafkreitracktracktracktracktracktracktracktracktracktrack";
const OPEN_CID = "bafkreiopenopenopenopenopenopenopenopenopenopenopenopenopen";
const TRACK_UPLOAD = "6f1c2b9e-3a4d-4e5f-8a7b-9c0d1e2f3a4b";
const link = (cid: string) => `/api/content/${cid}?expires=1&user=u&sig=ab`;

function owned(overrides: Partial<OwnedNft>): OwnedNft {
  return {
    tokenId: "1",
    tokenURI: null,
    owner: FAN.walletAddress ?? "",
    contractAddress: "0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0",
    type: "edition",
    standard: "erc1155",
    balance: "1",
    title: "Held Pages",
    category: "books",
    artist: "Nia",
    imageUrl: null,
    mediaUrl: null,
    uploadId: null,
    content: null,
    ...overrides,
  };
}

const OWNED: OwnedNftsResponse = {
  nfts: [
    owned({
      content: { url: `/api/content/${BOOK_CID}`, mimeType: "application/pdf", actions: ["read", "download"], gated: true },
    }),
    owned({
      tokenId: "2",
      title: "Locked Groove",
      category: "music",
      mediaUrl: `/api/content/${TRACK_CID}`,
      uploadId: TRACK_UPLOAD,
      content: { url: `/api/content/${TRACK_CID}`, mimeType: "audio/wav", actions: ["play"], gated: true },
    }),
    owned({
      tokenId: "3",
      title: "Open Air",
      category: "music",
      mediaUrl: `/ipfs/${OPEN_CID}`,
      content: { url: `/ipfs/${OPEN_CID}`, mimeType: "audio/wav", actions: ["play"], gated: false },
    }),
    owned({ tokenId: "4", title: "Backstage Pass", category: "ticket" }),
  ],
  count: 4,
  error: null,
};

let refuse = false;
let plays: unknown[] = [];
let links: string[] = [];

beforeEach(() => {
  installMatchMedia();
  refuse = false;
  plays = [];
  links = [];
  stubFetch((url, init) => {
    const linked = /^\/api\/content\/([^/]+)\/link$/.exec(url.pathname);
    if (linked?.[1] && init?.method === "POST") {
      links.push(linked[1]);
      if (refuse) return apiError("forbidden", CONTENT_MESSAGES.notHolder, 403);
      return jsonResponse({ url: link(linked[1]), expiresAt: "2026-11-26T10:00:00.000Z" });
    }
    if (url.pathname === "/api/plays") {
      const body: unknown = JSON.parse(typeof init?.body === "string" ? init.body : "null");
      plays.push(body);
      return playAnswer(body);
    }
    if (url.pathname === `/api/wallets/${FAN.walletAddress ?? ""}/nfts`) return jsonResponse(OWNED);
    if (url.pathname === "/api/auth/me") return jsonResponse(meFor(FAN));
    if (url.pathname === "/api/config") return jsonResponse(TEST_CONFIG);
    return jsonResponse({ items: [] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("what a vault card opens", () => {
  it("offers a book to Read in the reader and to Download, and nothing to play", async () => {
    renderApp({ path: "/fan-dashboard?tab=vault", me: meFor(FAN) });
    const book = await screen.findByRole("article", { name: "Held Pages" });
    expect(within(book).getByRole("link", { name: "Read" })).toHaveAttribute("href", `/vault/read/${BOOK_CID}`);
    expect(within(book).getByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(within(book).queryByRole("button", { name: "Play" })).not.toBeInTheDocument();
    expect(within(book).queryByLabelText(/^Play/)).not.toBeInTheDocument();
    expect(await axeViolations(book)).toEqual([]);
  });

  it("downloads the holder's copy through a signed link, saved under the book's title", async () => {
    const user = userEvent.setup();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderApp({ path: "/fan-dashboard?tab=vault", me: meFor(FAN) });
    const book = await screen.findByRole("article", { name: "Held Pages" });
    await user.click(within(book).getByRole("button", { name: "Download" }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(links).toEqual([BOOK_CID]);
    expect(clicked[0]?.getAttribute("href")).toBe(link(BOOK_CID));
    expect(clicked[0]?.download).toBe("Held Pages.pdf");
  });

  it("plays a gated track only after asking for a signed link, and counts its play", async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    renderApp({ path: "/fan-dashboard?tab=vault", me: meFor(FAN) });
    const track = await screen.findByRole("article", { name: "Locked Groove" });
    // Nothing names the gated file before the holder asks to play it.
    expect(within(track).queryByLabelText("Play Locked Groove")).not.toBeInTheDocument();
    expect(within(track).queryByRole("link", { name: "Read" })).not.toBeInTheDocument();
    expect(within(track).queryByRole("button", { name: "Download" })).not.toBeInTheDocument();
    await user.click(within(track).getByRole("button", { name: "Play" }));
    const audio = await within(track).findByLabelText<HTMLAudioElement>("Play Locked Groove");
    expect(audio).toHaveAttribute("src", link(TRACK_CID));
    await pressPlay(audio);
    expect(plays).toEqual([{ uploadId: TRACK_UPLOAD }]);
  });

  it("says why a gated track does not play for someone who no longer holds it", async () => {
    refuse = true;
    const user = userEvent.setup();
    renderApp({ path: "/fan-dashboard?tab=vault", me: meFor(FAN) });
    const track = await screen.findByRole("article", { name: "Locked Groove" });
    await user.click(within(track).getByRole("button", { name: "Play" }));
    expect(await within(track).findByRole("alert")).toHaveTextContent(CONTENT_MESSAGES.notHolder);
    expect(within(track).queryByLabelText("Play Locked Groove")).not.toBeInTheDocument();
  });

  it("plays a public track from the gateway as before, and offers nothing for a ticket", async () => {
    renderApp({ path: "/fan-dashboard?tab=vault", me: meFor(FAN) });
    const open = await screen.findByRole("article", { name: "Open Air" });
    expect(within(open).getByLabelText("Play Open Air")).toHaveAttribute("src", `/ipfs/${OPEN_CID}`);
    expect(within(open).queryByRole("button", { name: "Play" })).not.toBeInTheDocument();
    const ticket = screen.getByRole("article", { name: "Backstage Pass" });
    expect(within(ticket).queryByRole("link", { name: "Read" })).not.toBeInTheDocument();
    expect(within(ticket).queryByRole("button", { name: /Play|Download/ })).not.toBeInTheDocument();
    expect(links).toEqual([]);
  });
});
