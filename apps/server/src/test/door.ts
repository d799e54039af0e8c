import { expect } from "vitest";
import { desc } from "drizzle-orm";
import { parseEther, parseEventLogs, type Address, type Hash, type LocalAccount } from "viem";
import { liveShowTickets, mailOutbox } from "@wbe3/db";
import { ticketNFTAbi } from "@wbe3/contracts";
import { CHECK_IN_TYPES, checkInDomain, checkInMessage, encodeCheckInCode, type CheckInClaim } from "@wbe3/domain";
import { apiCaller, errorOf, type ApiAnswer } from "./api-call.ts";
import { postJson, sessionCookie, signInWithWallet } from "./auth-helpers.ts";
import type { chainActors } from "./chain-actors.ts";
import { createdShow } from "./live-shows.ts";
import type { TestApp } from "./test-app.ts";

type Actors = ReturnType<typeof chainActors>;
type ActorWallet = Actors["wallets"][number];

/** The file's `n`th chain wallet, in the order its indices were given to chainActors. */
export function walletAt(actors: Actors, n: number): ActorWallet {
  const wallet = actors.wallets[n];
  if (!wallet) throw new Error(`no wallet ${n}`);
  return wallet;
}

/** Who may be named door staff of a show: wallets and e-mails, as the artist types them. */
export interface DoorStaff {
  wallets?: string[];
  emails?: string[];
}

/** A ticketed show of `artist` holding `capacity` tickets, its door staff named when given: its id. */
export async function doorShow(t: TestApp, artist: string, capacity: number, staff?: DoorStaff): Promise<string> {
  const showId = (await createdShow(t, artist, { ticketed: true, capacity })).id;
  if (staff) {
    const named = await apiCaller(() => t)(artist, "PUT", `/api/shows/${showId}/verifiers`, { wallets: [], emails: [], ...staff });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
  }
  return showId;
}

/** A refused request as [status, reason, message]. */
export function refusal(answer: ApiAnswer) {
  const error = errorOf(answer);
  return [answer.status, error.reason, error.message];
}

const MINT_FEE = parseEther("0.001");

/**
 * The door of a show in tests (decision 0034): tickets minted with `TicketNFT.mintTicket` from the
 * artist's wallet and recorded as the show's ticket token (the row the tickets' confirmation
 * writes), passed on with `safeTransferFrom`, and the codes a holder's screen shows.
 */
export function doorKit(app: () => TestApp) {
  const client = () => app().deps.chain.client;
  const tickets = () => app().deps.chain.contracts.TicketNFT;

  async function mined(hash: Hash) {
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe("success");
    return receipt;
  }

  /** Mints `quantity` tickets to the artist and records them as the show's ticket token. */
  async function mintShowTickets(artist: ActorWallet, showId: string, quantity: number): Promise<bigint> {
    const to = artist.account.address;
    const uri = `ipfs://bafkreidoor${showId.replaceAll("-", "").slice(0, 20)}`;
    const hash = await artist.writeContract({
      address: tickets(),
      abi: ticketNFTAbi,
      functionName: "mintTicket",
      args: [to, BigInt(quantity), uri],
      value: MINT_FEE * BigInt(quantity),
    });
    const receipt = await mined(hash);
    const tokenId = parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "TransferSingle" })[0]?.args.id;
    if (tokenId === undefined) throw new Error(`no ticket minted in ${hash}`);
    await app().db.insert(liveShowTickets).values({
      showId,
      chainId: app().deps.chain.chainId,
      contract: tickets().toLowerCase(),
      tokenId,
      quantity,
      minter: to.toLowerCase(),
      uri,
      mintTxHash: hash,
      mintBlock: receipt.blockNumber,
    });
    return tokenId;
  }

  /** `from` passes `amount` of the ticket to `to`. */
  async function giveTickets(from: ActorWallet, to: Address, tokenId: bigint, amount = 1): Promise<void> {
    await mined(
      await from.writeContract({
        address: tickets(),
        abi: ticketNFTAbi,
        functionName: "safeTransferFrom",
        args: [from.account.address, to, tokenId, BigInt(amount), "0x"],
      }),
    );
  }

  /** The code `signer`'s screen shows for the claim (the holder's own address unless the claim names another). */
  async function codeOf(signer: LocalAccount, claim: Omit<CheckInClaim, "holder" | "issuedAt"> & Partial<CheckInClaim>): Promise<string> {
    const full: CheckInClaim = { holder: signer.address, issuedAt: Math.floor(Date.now() / 1000), ...claim };
    const signature = await signer.signTypedData({
      domain: checkInDomain(app().deps.chain.chainId, tickets()),
      types: CHECK_IN_TYPES,
      primaryType: "CheckIn",
      message: checkInMessage(full),
    });
    return encodeCheckInCode({ ...full, signature });
  }

  /** The artist of the door's shows, signed in with the wallet that mints their tickets. */
  async function doorArtist(wallet: ActorWallet) {
    return { wallet, cookie: (await signInWithWallet(app(), wallet.account, "artist")).cookie };
  }

  /**
   * A show at its door: created by the artist with `capacity` tickets and its staff named, every
   * ticket minted to the artist, who hands them out as `handOut` says ([holder, units] each).
   */
  async function openDoor(
    artist: { wallet: ActorWallet; cookie: string },
    { capacity, staff, handOut = [] }: { capacity: number; staff?: DoorStaff; handOut?: [Address, number][] },
  ): Promise<{ showId: string; tokenId: bigint }> {
    const showId = await doorShow(app(), artist.cookie, capacity, staff);
    const tokenId = await mintShowTickets(artist.wallet, showId, capacity);
    for (const [holder, units] of handOut) await giveTickets(artist.wallet, holder, tokenId, units);
    return { showId, tokenId };
  }

  /** A scan at the show's door by `cookie`'s account: the door's answer to the code. */
  const scan = (cookie: string | null, showId: string, code: string) =>
    apiCaller(app)(cookie, "POST", `/api/shows/${showId}/check-ins`, { code });

  return { mined, mintShowTickets, giveTickets, codeOf, doorArtist, openDoor, scan };
}

/** A signed-in e-mail account (a fan), its e-mail verified or not. */
export async function emailAccount(t: TestApp, email: string, verified: boolean): Promise<string> {
  const res = await postJson(t, "/api/auth/signup", { email, password: "correct horse battery staple", name: "Door Staff", role: "fan" });
  expect(res.status, await res.clone().text()).toBe(201);
  const cookie = sessionCookie(res);
  if (!verified) return cookie;
  const [mail] = (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt))).filter((row) => row.to === email);
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  expect((await postJson(t, "/api/auth/verify-email", { token })).status).toBe(200);
  return cookie;
}
