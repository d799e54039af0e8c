import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Address, LocalAccount } from "viem";
import { isUniqueViolation, liveShowCheckIns, tokenHoldings } from "@wbe3/db";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  CHECK_IN_CODE_EXPIRED,
  CHECK_IN_CODE_FROM_FUTURE,
  CHECK_IN_CODE_INVALID,
  CHECK_IN_NOT_SIGNED_BY_HOLDER,
  CHECK_IN_OTHER_SHOW,
  CHECK_IN_OTHER_TICKET,
  CHECK_IN_TICKET_MOVING,
  CHECK_IN_TYPES,
  checkInDomain,
  checkInMessage,
  encodeCheckInCode,
  NOT_DOOR_STAFF,
} from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { refreshTransferIndex } from "../chain-index/service.ts";
import { checkInTicket } from "./check-ins.ts";
import { doorKit, refusal, walletAt } from "../../test/door.ts";
import { signedIn } from "../../test/live-shows.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 25 point 4: what a scan must refuse. 148 is the artist who mints; 149 holds one ticket of
// each of two shows (and only receives); the door staff and strangers are keys of this run.
const actors = chainActors([148, 149]);
const artistWallet = walletAt(actors, 0);
const holder: LocalAccount = walletAt(actors, 1).account;
const stranger = privateKeyToAccount(generatePrivateKey());

let t: TestApp;
const call = apiCaller(() => t);
const door = doorKit(() => t);
let artist: string;
let staff: string;
let staffAccount: LocalAccount;
let showId: string;
let tokenId: bigint;
let otherShowId: string;
let otherTokenId: bigint;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const doorArtist = await door.doorArtist(artistWallet);
  artist = doorArtist.cookie;
  const doorStaff = await signedIn(t, "fan");
  staff = doorStaff.cookie;
  staffAccount = doorStaff.account;
  const handOut: [Address, number][] = [[holder.address, 1]];
  ({ showId, tokenId } = await door.openDoor(doorArtist, { capacity: 3, staff: { wallets: [doorStaff.account.address] }, handOut }));
  ({ showId: otherShowId, tokenId: otherTokenId } = await door.openDoor(doorArtist, { capacity: 3, handOut }));
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const post = (cookie: string, code: string, id = showId) => door.scan(cookie, id, code);

describe("what the door refuses", () => {
  it("a screenshot: a code two minutes old has expired; one from the future is refused too", async () => {
    const screenshot = await door.codeOf(holder, { show: showId, tokenId, issuedAt: now() - 120 });
    expect(refusal(await post(staff, screenshot))).toEqual([422, "check_in_code_expired", CHECK_IN_CODE_EXPIRED]);
    const ahead = await door.codeOf(holder, { show: showId, tokenId, issuedAt: now() + 120 });
    expect(refusal(await post(staff, ahead))).toEqual([422, "check_in_code_from_future", CHECK_IN_CODE_FROM_FUTURE]);
  });

  it("a code someone else signed for the holder's address, and one whose fields were changed after signing", async () => {
    const forged = await door.codeOf(stranger, { show: showId, tokenId, holder: holder.address });
    expect(refusal(await post(staff, forged))).toEqual([422, "check_in_not_signed_by_holder", CHECK_IN_NOT_SIGNED_BY_HOLDER]);
    // The holder's signature of an old code, re-dated to look fresh.
    const old = { show: showId, tokenId, holder: holder.address, issuedAt: now() - 600 };
    const signature = await holder.signTypedData({
      domain: checkInDomain(t.deps.chain.chainId, t.deps.chain.contracts.TicketNFT),
      types: CHECK_IN_TYPES,
      primaryType: "CheckIn",
      message: checkInMessage(old),
    });
    const redated = encodeCheckInCode({ ...old, issuedAt: now(), signature });
    expect(refusal(await post(staff, redated))[1]).toBe("check_in_not_signed_by_holder");
    // Signed for another chain's tickets: good nowhere else.
    const elsewhere = await holder.signTypedData({
      domain: checkInDomain(8453, t.deps.chain.contracts.TicketNFT),
      types: CHECK_IN_TYPES,
      primaryType: "CheckIn",
      message: checkInMessage({ ...old, issuedAt: now() }),
    });
    expect(refusal(await post(staff, encodeCheckInCode({ ...old, issuedAt: now(), signature: elsewhere })))[1]).toBe(
      "check_in_not_signed_by_holder",
    );
  });

  it("a code for another show, or for another show's ticket", async () => {
    const forOther = await door.codeOf(holder, { show: otherShowId, tokenId: otherTokenId });
    expect(refusal(await post(staff, forOther))).toEqual([422, "check_in_other_show", CHECK_IN_OTHER_SHOW]);
    const otherTicket = await door.codeOf(holder, { show: showId, tokenId: otherTokenId });
    expect(refusal(await post(staff, otherTicket))).toEqual([422, "check_in_other_ticket", CHECK_IN_OTHER_TICKET]);
  });

  it("what is not a code", async () => {
    for (const code of ["not a code", "bm90IGpzb24", Buffer.from(JSON.stringify({ show: showId })).toString("base64url")]) {
      expect(refusal(await post(staff, code))).toEqual([400, "check_in_code_invalid", CHECK_IN_CODE_INVALID]);
    }
    expect(refusal(await call(staff, "POST", `/api/shows/${showId}/check-ins`, {}))).toEqual([400, "invalid_input", CHECK_IN_CODE_INVALID]);
  });

  it("someone who is not door staff, even with a good code", async () => {
    const fan = (await signedIn(t, "fan")).cookie;
    const code = await door.codeOf(holder, { show: showId, tokenId });
    expect(refusal(await post(fan, code))).toEqual([403, "not_door_staff", NOT_DOOR_STAFF]);
    // The holder cannot let themself in either.
    const self = (await signInWithWallet(t, holder, "fan")).cookie;
    expect(refusal(await post(self, code))[1]).toBe("not_door_staff");
  });

  it("two scans of one code at once: exactly one passes, the other is already checked in", async () => {
    const code = await door.codeOf(holder, { show: showId, tokenId });
    const answers = await Promise.all([post(staff, code), post(artist, code), post(staff, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(errorOf(answer).reason).toBe("already_checked_in");
    // And replaying the code that passed later gets the same answer.
    expect(refusal(await post(staff, code))[1]).toBe("already_checked_in");
    const list = (await call(artist, "GET", `/api/shows/${showId}/check-ins`)).body as { checkedIn: number };
    expect(list.checkedIn).toBe(1);
  });

  it("two scans of a holder of two at once: both pass, on one unit each", async () => {
    const pairHolder = privateKeyToAccount(generatePrivateKey());
    await door.giveTickets(artistWallet, pairHolder.address, otherTokenId, 2);
    const code = await door.codeOf(pairHolder, { show: otherShowId, tokenId: otherTokenId });
    const answers = await Promise.all([post(artist, code, otherShowId), post(artist, code, otherShowId)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => (answer.body as { checkedIn: number }).checkedIn).sort()).toEqual([1, 2]);
    expect(refusal(await post(artist, code, otherShowId))[1]).toBe("already_checked_in");
  });

  it("a holder whose tickets are moving (the index and the chain's history disagree): scan again, nothing recorded", async () => {
    const mover = privateKeyToAccount(generatePrivateKey());
    await door.giveTickets(artistWallet, mover.address, tokenId, 1);
    await refreshTransferIndex(t.db, t.deps.chain, t.deps.logger);
    // The index counts one more unit than the history shows, as while a transfer is being indexed.
    const owner = mover.address.toLowerCase();
    await t.db
      .update(tokenHoldings)
      .set({ balance: 2n })
      .where(and(eq(tokenHoldings.owner, owner), eq(tokenHoldings.tokenId, tokenId)));
    const code = await door.codeOf(mover, { show: showId, tokenId });
    expect(refusal(await post(staff, code))).toEqual([409, "ticket_moving", CHECK_IN_TICKET_MOVING]);
    expect(await t.db.select().from(liveShowCheckIns).where(eq(liveShowCheckIns.holder, owner))).toEqual([]);
  });

  it("a transfer without the confirmations the door asks for does not count there, even once indexed", async () => {
    const newcomer = privateKeyToAccount(generatePrivateKey());
    await door.giveTickets(artistWallet, newcomer.address, tokenId, 1);
    // Indexed by a reader that takes one confirmation; the door below asks for a thousand, which no
    // block mined since (by this file or any other on the suite's chain) can have reached.
    await refreshTransferIndex(t.db, t.deps.chain, t.deps.logger);
    const code = await door.codeOf(newcomer, { show: showId, tokenId });
    const { user } = (await signInWithWallet(t, staffAccount, "fan")).body;
    if (!user) throw new Error("no signed-in door staff");
    const cautious = { ...t.deps, chain: { ...t.deps.chain, confirmations: 1000 } };
    await expect(checkInTicket(cautious, user, showId, code)).rejects.toMatchObject({ reason: "ticket_moving" });
    const owner = newcomer.address.toLowerCase();
    expect(await t.db.select().from(liveShowCheckIns).where(eq(liveShowCheckIns.holder, owner))).toEqual([]);
  });

  it("a second row for the same unit, whoever writes it: the database keeps one check-in per number", async () => {
    const [row] = await t.db.select().from(liveShowCheckIns).where(eq(liveShowCheckIns.showId, showId));
    if (!row) throw new Error("no check-in recorded");
    const { id: _id, createdAt: _at, ...unit } = row;
    const again = await t.db
      .insert(liveShowCheckIns)
      .values(unit)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isUniqueViolation(again)).toBe(true);
  });
});
