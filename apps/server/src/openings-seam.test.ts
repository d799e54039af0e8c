import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTENT_LINK_TTL_SECONDS,
  CONTENT_MESSAGES,
  ownedNftsAnswer,
  registerOpeningKinds,
  type ApiErrorBody,
  type OwnedNft,
  type SessionUser,
} from "@wbe3/domain";
import { registerOpenings } from "./lib/openings.ts";
import { holdsAnyToken } from "./modules/chain-index/service.ts";
import { readerOfResourceLink, resourceLink } from "./modules/content/service.ts";
import { gatedBooks } from "./test/gated-books.ts";

// A scratch area plugged into the openings seam the way a new area is (decision 0027): it declares
// what its tokens open (a show's ticket: watch the stream, check in at the door) and registers a
// server provider for its tokens and its stream — a resource that is not a stored file, opened
// through the content module's one signer. No file of content, commerce or chain-index knows it.
const SHOW = "5b0e3c7a-1d2f-4a5b-8c9d-0e1f2a3b4c5d";
const STREAM_CID = "bafkreiscratchstreamposterscratchstreamposterscratchstreamp";
let world: Awaited<ReturnType<typeof gatedBooks>>;
let ticket: { chainId: number; contract: string; tokenId: bigint };

registerOpeningKinds({ area: "scratch-shows", kinds: [{ kind: "scratch-ticket", actions: ["watch", "check_in"] }] });
registerOpenings({
  area: "scratch-shows",
  tokens: (_db, _chainId, tokens) =>
    Promise.resolve(
      tokens
        .filter((token) => token.contract === ticket.contract && token.tokenId === ticket.tokenId)
        .map((token) => ({
          ...token,
          opens: "scratch-ticket",
          title: "Scratch Night",
          category: "ticket",
          imageUrl: null,
          artistName: "Scratch Band",
          uploadId: null,
          file: { cid: STREAM_CID, mimeType: "video/mp4", access: "ticket_holders" as const },
          playsAsTrack: false,
        })),
    ),
  // The stream of a show opens to whoever holds its ticket now (the index, brought up to date).
  resources: [
    {
      kind: "scratch-stream",
      mayOpen: async (deps, id, user) =>
        id === SHOW && user.walletAddress !== null && holdsAnyToken(deps.db, deps.chain, user.walletAddress, [ticket], deps.logger),
    },
  ],
});

const userOf = async (cookie: string) => ((await world.call(cookie, "GET", "/api/auth/me")).body as { user: SessionUser }).user;
const reasonOf = (err: unknown) => (err as { reason?: string }).reason;
const notHolder = { code: "forbidden", reason: "not_holder", message: CONTENT_MESSAGES.notHolder };

beforeAll(async () => {
  world = await gatedBooks();
  ticket = { chainId: world.t.deps.chain.chainId, contract: world.t.deps.chain.contracts.TicketNFT.toLowerCase(), tokenId: 9_700_000_001n };
  await world.setBalance(ticket, world.holder, 1n);
});
afterAll(() => world.t.close());

describe("a scratch area's tokens in the vault", () => {
  it("open what the area declared: watch the stream and check in, named by the area's own facts", async () => {
    const answer = await world.call(null, "GET", `/api/wallets/${world.holder}/nfts`);
    const nft = ownedNftsAnswer.parse(answer.body).nfts.find((each: OwnedNft) => each.tokenId === ticket.tokenId.toString());
    expect(nft).toMatchObject({ title: "Scratch Night", artist: "Scratch Band", category: "ticket", mediaUrl: null, uploadId: null });
    expect(nft?.content).toEqual({ url: `/api/content/${STREAM_CID}`, mimeType: "video/mp4", actions: ["watch", "check_in"], gated: true });
  });
});

describe("a signed link to a resource that is not a stored file", () => {
  const stream = { kind: "scratch-stream", id: SHOW };
  const partsOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams) as Record<string, string>;

  it("opens the stream for the ticket's holder, and is refused once the ticket moves", async () => {
    const holder = await userOf(world.cookies.holder);
    const link = await resourceLink(world.t.deps, holder, stream, `/api/scratch/shows/${SHOW}/stream`);
    expect(new URL(link.url, "http://localhost").pathname).toBe(`/api/scratch/shows/${SHOW}/stream`);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(CONTENT_LINK_TTL_SECONDS * 1000);
    expect((await readerOfResourceLink(world.t.deps, stream, partsOf(link.url))).id).toBe(holder.id);

    await world.transfer(ticket, world.holder, world.nextHolder);
    await expect(readerOfResourceLink(world.t.deps, stream, partsOf(link.url))).rejects.toMatchObject(notHolder);
    // The new holder gets their own link; the former one no longer can.
    const nextHolder = await userOf(world.cookies.nextHolder);
    const next = await resourceLink(world.t.deps, nextHolder, stream, `/api/scratch/shows/${SHOW}/stream`);
    expect((await readerOfResourceLink(world.t.deps, stream, partsOf(next.url))).id).toBe(nextHolder.id);
    await expect(resourceLink(world.t.deps, holder, stream, "/stream")).rejects.toMatchObject(notHolder);
    await world.transfer(ticket, world.nextHolder, world.holder);
  });

  it("is never made for a kind no area registered: the caller's mistake, not a refusal", async () => {
    const holder = await userOf(world.cookies.holder);
    const unknown = { kind: "nobody-registered-this", id: SHOW };
    await expect(resourceLink(world.t.deps, holder, unknown, "/x")).rejects.toThrow(
      'No area registered the linked resource "nobody-registered-this"',
    );
  });

  it("opens only the resource it names, never a stored file's, and lives at most ten minutes", async () => {
    const holder = await userOf(world.cookies.holder);
    const link = partsOf((await resourceLink(world.t.deps, holder, stream, "/stream")).url);
    const other = { kind: "scratch-stream", id: "0b0e3c7a-1d2f-4a5b-8c9d-0e1f2a3b4c5d" };
    await expect(readerOfResourceLink(world.t.deps, other, link)).rejects.toSatisfy((err) => reasonOf(err) === "link_invalid");
    // The same parts on the content route: signed for the stream, not for any file.
    const asFile = await world.t.request(`/api/content/${STREAM_CID}?${new URLSearchParams(link).toString()}`);
    expect([asFile.status, ((await asFile.json()) as ApiErrorBody).error.reason]).toEqual([403, "link_invalid"]);
    await expect(resourceLink(world.t.deps, holder, stream, "/stream", { ttlSeconds: CONTENT_LINK_TTL_SECONDS + 1 })).rejects.toThrow(
      /lasts 1 to 600 s/,
    );
    const past = new Date(Date.now() - (CONTENT_LINK_TTL_SECONDS + 1) * 1000);
    const stale = partsOf((await resourceLink(world.t.deps, holder, stream, "/stream", { now: past })).url);
    await expect(readerOfResourceLink(world.t.deps, stream, stale)).rejects.toSatisfy((err) => reasonOf(err) === "link_invalid");
  });

  it("is refused for a resource kind no area registered", async () => {
    const holder = await userOf(world.cookies.holder);
    await expect(resourceLink(world.t.deps, holder, { kind: "scratch-unknown", id: SHOW }, "/x")).rejects.toThrow(/No area registered/);
    expect(() =>
      registerOpenings({ area: "scratch-again", resources: [{ kind: "scratch-stream", mayOpen: () => Promise.resolve(true) }] }),
    ).toThrow(/already registered/);
  });
});
