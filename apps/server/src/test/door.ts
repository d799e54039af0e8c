import { expect } from "vitest";
import { desc } from "drizzle-orm";
import { parseEther, parseEventLogs, type Address, type Hash, type LocalAccount } from "viem";
import { liveShowTickets, mailOutbox } from "@wbe3/db";
import { ticketNFTAbi } from "@wbe3/contracts";
import { CHECK_IN_TYPES, checkInDomain, checkInMessage, encodeCheckInCode, type CheckInClaim } from "@wbe3/domain";
import { postJson, sessionCookie } from "./auth-helpers.ts";
import type { chainActors } from "./chain-actors.ts";
import type { TestApp } from "./test-app.ts";

type ActorWallet = ReturnType<typeof chainActors>["wallets"][number];

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
    await app()
      .db.insert(liveShowTickets)
      .values({
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

  return { mined, mintShowTickets, giveTickets, codeOf };
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
