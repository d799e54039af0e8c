import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { LocalAccount } from "viem";
import { liveShowCheckIns } from "@wbe3/db";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  alreadyCheckedIn,
  CHECK_IN_NO_TICKET,
  CHECK_IN_SHOW_CANCELLED,
  CHECK_IN_SHOW_ENDED,
  checkInListAnswer,
  checkInPassAnswer,
  SHOW_HAS_NO_TICKETS,
  wallClockOf,
} from "@wbe3/domain";
import { apiCaller, type ApiAnswer } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { doorKit, doorShow, emailAccount, refusal, walletAt } from "../../test/door.ts";
import { createdShow, movedShow, signedIn } from "../../test/live-shows.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 25 point 4 (decision 0034): door staff scan a holder's signed code; used units move with
// transfers. 143 mints (the artist), 144 holds two and gives one away, 146 holds one and sells it;
// those who only receive and sign codes need no funds: keys of this run.
const actors = chainActors([143, 144, 146]);
const [artistWallet, pairWallet, singleWallet] = [walletAt(actors, 0), walletAt(actors, 1), walletAt(actors, 2)];
const [pair, single] = [pairWallet.account, singleWallet.account];
const fresh = () => privateKeyToAccount(generatePrivateKey());
const [friend, buyer, duo] = [fresh(), fresh(), fresh()];

let t: TestApp;
const call = apiCaller(() => t);
const door = doorKit(() => t);
let artist: string;
let staff: string;
let showId: string;
let tokenId: bigint;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const doorArtist = await door.doorArtist(artistWallet);
  artist = doorArtist.cookie;
  staff = await emailAccount(t, "gate@example.com", true);
  ({ showId, tokenId } = await door.openDoor(doorArtist, {
    capacity: 5,
    staff: { emails: ["Gate@example.com"] },
    handOut: [
      [pair.address, 2],
      [single.address, 1],
      [duo.address, 2],
    ],
  }));
});
afterAll(() => t.close());

async function scan(cookie: string, holder: LocalAccount, id = showId): Promise<ApiAnswer> {
  return door.scan(cookie, id, await door.codeOf(holder, { show: id, tokenId }));
}

function passed(answer: ApiAnswer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return checkInPassAnswer.strict().parse(answer.body);
}

const inParis = (iso: string) => {
  const { date, time } = wallClockOf(new Date(iso), "Europe/Paris");
  return `${time} on ${date} (Europe/Paris)`;
};

describe("POST /api/shows/:id/check-ins", () => {
  it("lets a holder in once, then answers 409 Already checked in with the time of the first", async () => {
    const pass = passed(await scan(staff, single));
    expect(pass).toMatchObject({ pass: true, showId, tokenId: tokenId.toString(), holder: single.address, units: 1, checkedIn: 1 });
    expect(Math.abs(Date.parse(pass.at) - Date.now())).toBeLessThan(60_000);
    // A new code, freshly signed: the unit is used whatever the code.
    expect(refusal(await scan(staff, single))).toEqual([409, "already_checked_in", alreadyCheckedIn(inParis(pass.at), 1)]);
  });

  it("lets a holder of two in twice, then refuses the third scan", async () => {
    // Another holder of the token went in first (already in when the whole file runs).
    await scan(staff, single);
    const first = passed(await scan(artist, duo));
    expect(first).toMatchObject({ holder: duo.address, units: 2, checkedIn: 1 });
    expect(passed(await scan(staff, duo))).toMatchObject({ units: 2, checkedIn: 2 });
    expect(refusal(await scan(staff, duo))).toEqual([409, "already_checked_in", alreadyCheckedIn(inParis(first.at), 2)]);
    // Numbered among the holder's own check-ins, not after the other holder's.
    const rows = await t.db.select().from(liveShowCheckIns).where(eq(liveShowCheckIns.holder, duo.address.toLowerCase()));
    expect(rows.map((row) => row.sequence).sort()).toEqual([1, 2]);
  });

  it("refuses a ticket sold on after its only unit was used, and the seller who holds none now", async () => {
    await door.giveTickets(singleWallet, buyer.address, tokenId, 1);
    const first = (await call(staff, "GET", `/api/shows/${showId}/check-ins`)).body as { checkIns: { holder: string; at: string }[] };
    const singleAt = first.checkIns.find((c) => c.holder === single.address)?.at ?? "";
    expect(refusal(await scan(staff, buyer))).toEqual([409, "already_checked_in", alreadyCheckedIn(inParis(singleAt), 1)]);
    expect(refusal(await scan(staff, single))).toEqual([422, "check_in_no_ticket", CHECK_IN_NO_TICKET]);
  });

  it("lets in a friend given the spare ticket of a holder who went in on the other", async () => {
    expect(passed(await scan(staff, pair))).toMatchObject({ units: 2, checkedIn: 1 });
    await door.giveTickets(pairWallet, friend.address, tokenId, 1);
    expect(passed(await scan(staff, friend))).toMatchObject({ holder: friend.address, units: 1, checkedIn: 1 });
    expect(refusal(await scan(staff, pair))[1]).toBe("already_checked_in");
    expect(refusal(await scan(staff, friend))[1]).toBe("already_checked_in");
  });
});

describe("GET /api/shows/:id/check-ins", () => {
  it("lists the check-ins, newest first, with who scanned and the counts", async () => {
    const list = checkInListAnswer.strict().parse((await call(artist, "GET", `/api/shows/${showId}/check-ins`)).body);
    expect(list).toMatchObject({ showId, tickets: 5, checkedIn: 5, holders: 4 });
    expect(list.checkIns.map((c) => [c.holder, c.sequence, c.tokenId])).toEqual([
      [friend.address, 1, tokenId.toString()],
      [pair.address, 1, tokenId.toString()],
      [duo.address, 2, tokenId.toString()],
      [duo.address, 1, tokenId.toString()],
      [single.address, 1, tokenId.toString()],
    ]);
    // Who scanned: the door staff's name (an e-mail account without a wallet), or the artist's wallet.
    expect(list.checkIns.map((c) => c.scannedBy)).toEqual([
      "Door Staff",
      "Door Staff",
      "Door Staff",
      artistWallet.account.address,
      "Door Staff",
    ]);
    expect((await call(staff, "GET", `/api/shows/${showId}/check-ins`)).body).toEqual(list);
  });
});

describe("a door that is closed", () => {
  it("refuses check-in at a cancelled or ended show, and at a show without tickets", async () => {
    const cancelled = await doorShow(t, artist, 5);
    await movedShow(t, artist, cancelled, "cancelled");
    expect(refusal(await scan(artist, duo, cancelled))).toEqual([409, "check_in_closed", CHECK_IN_SHOW_CANCELLED]);

    const ended = await doorShow(t, artist, 5);
    await movedShow(t, artist, ended, "live");
    await movedShow(t, artist, ended, "ended");
    expect(refusal(await scan(artist, duo, ended))).toEqual([409, "check_in_closed", CHECK_IN_SHOW_ENDED]);

    const unticketed = (await createdShow(t, artist)).id;
    expect(refusal(await scan(artist, duo, unticketed))).toEqual([409, "show_has_no_tickets", SHOW_HAS_NO_TICKETS]);
  });

  it("keeps the door open while the show is live", async () => {
    await movedShow(t, artist, showId, "live");
    const other = (await signedIn(t, "fan")).cookie;
    expect(refusal(await scan(other, buyer))[1]).toBe("not_door_staff");
    expect(refusal(await scan(staff, buyer))[1]).toBe("already_checked_in");
  });
});
