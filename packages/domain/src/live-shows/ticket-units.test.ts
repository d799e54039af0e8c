import { describe, expect, it } from "vitest";
import { replayTicketUnits, unitsOf, type DoorEntry, type TicketMove } from "./ticket-units.ts";

const ZERO = "0x0000000000000000000000000000000000000000";
const ARTIST = "0x00000000000000000000000000000000000000a1";
const FAN = "0x00000000000000000000000000000000000000f1";
const FRIEND = "0x00000000000000000000000000000000000000f2";
const BUYER = "0x00000000000000000000000000000000000000b1";

let logIndex = 0;
const move = (block: number, from: string, to: string, amount: number): TicketMove => ({
  block: BigInt(block),
  logIndex: logIndex++,
  from,
  to,
  amount: BigInt(amount),
});
const entry = (block: number, holder: string, sequence: number, minute: number): DoorEntry => ({
  block: BigInt(block),
  holder,
  sequence,
  at: new Date(Date.UTC(2031, 6, 1, 20, minute)),
});
const at = (minute: number) => new Date(Date.UTC(2031, 6, 1, 20, minute));

const minted = [move(10, ZERO, ARTIST, 10)];

describe("replayTicketUnits", () => {
  it("gives every minted unit to the receiver, unused", () => {
    const replay = replayTicketUnits(minted, []);
    expect(unitsOf(replay, ARTIST)).toEqual({ held: 10n, unused: 10n, usedAt: [] });
    expect(replay.has(ZERO)).toBe(false);
  });

  it("turns one unused unit into a used one per check-in, whatever the case of the address", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 2)];
    const replay = replayTicketUnits(moves, [entry(12, FAN.toUpperCase().replace("0X", "0x"), 1, 5)]);
    expect(unitsOf(replay, FAN)).toEqual({ held: 2n, unused: 1n, usedAt: [at(5)] });
    const both = replayTicketUnits(moves, [entry(12, FAN, 1, 5), entry(13, FAN, 2, 6)]);
    expect(unitsOf(both, FAN)).toEqual({ held: 2n, unused: 0n, usedAt: [at(5), at(6)] });
  });

  it("lets a friend in with the spare ticket: a transfer moves the sender's unused units first", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 2), move(14, FAN, FRIEND, 1)];
    const replay = replayTicketUnits(moves, [entry(12, FAN, 1, 5)]);
    expect(unitsOf(replay, FRIEND)).toEqual({ held: 1n, unused: 1n, usedAt: [] });
    expect(unitsOf(replay, FAN)).toEqual({ held: 1n, unused: 0n, usedAt: [at(5)] });
  });

  it("sells a used ticket on as used: the buyer cannot enter", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 1), move(14, FAN, BUYER, 1)];
    const replay = replayTicketUnits(moves, [entry(12, FAN, 1, 5)]);
    expect(unitsOf(replay, BUYER)).toEqual({ held: 1n, unused: 0n, usedAt: [at(5)] });
    expect(unitsOf(replay, FAN)).toEqual({ held: 0n, unused: 0n, usedAt: [] });
  });

  it("orders by block, not by the order the rows come in: a check-in after the sale finds nothing to use", () => {
    const moves = [move(14, FAN, BUYER, 1), move(11, ARTIST, FAN, 1), ...minted];
    const replay = replayTicketUnits(moves, [entry(15, FAN, 1, 5)]);
    expect(unitsOf(replay, BUYER)).toEqual({ held: 1n, unused: 1n, usedAt: [] });
    expect(unitsOf(replay, FAN)).toEqual({ held: 0n, unused: 0n, usedAt: [] });
  });

  it("puts a check-in after the transfers of the block it saw", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 1), move(12, FAN, BUYER, 1)];
    const replay = replayTicketUnits(moves, [entry(12, BUYER, 1, 5)]);
    expect(unitsOf(replay, BUYER)).toEqual({ held: 1n, unused: 0n, usedAt: [at(5)] });
  });

  it("within a block, replays the transfers in log order, whatever order they come in", () => {
    const [mint, toFan, toFriend] = [move(11, ZERO, ARTIST, 3), move(11, ARTIST, FAN, 2), move(11, FAN, FRIEND, 1)];
    const replay = replayTicketUnits([toFriend, toFan, mint], []);
    expect([ARTIST, FAN, FRIEND].map((holder) => unitsOf(replay, holder).unused)).toEqual([1n, 1n, 1n]);
  });

  it("within a block, puts the transfers before the check-ins and the check-ins in the order they were made", () => {
    const moves = [move(11, ARTIST, FAN, 1), ...minted];
    // The transfer listed last, the later check-in first: the holder's one unit was used at minute 5.
    const entries = [entry(11, FAN, 2, 9), entry(11, FAN, 1, 5)];
    expect(unitsOf(replayTicketUnits(moves, entries), FAN)).toEqual({ held: 1n, unused: 0n, usedAt: [at(5)] });
  });

  it("keeps a receiver's used units oldest first when older ones arrive", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 3), move(11, ARTIST, BUYER, 1), move(20, FAN, BUYER, 3)];
    const entries = [entry(12, BUYER, 1, 30), entry(13, FAN, 1, 10), entry(14, FAN, 2, 40), entry(15, FAN, 3, 20)];
    expect(unitsOf(replayTicketUnits(moves, entries), BUYER)).toEqual({ held: 4n, unused: 0n, usedAt: [at(10), at(20), at(30), at(40)] });
  });

  it("moves used units, the longest used first, once the sender's unused ones are gone", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 3), move(20, FAN, BUYER, 2)];
    const replay = replayTicketUnits(moves, [entry(12, FAN, 1, 5), entry(13, FAN, 2, 9)]);
    expect(unitsOf(replay, BUYER)).toEqual({ held: 2n, unused: 1n, usedAt: [at(5)] });
    expect(unitsOf(replay, FAN)).toEqual({ held: 1n, unused: 0n, usedAt: [at(9)] });
  });

  it("burns units, unused first, and keeps none for the zero address", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 2), move(13, FAN, ZERO, 1)];
    const replay = replayTicketUnits(moves, [entry(12, FAN, 1, 5)]);
    expect(unitsOf(replay, FAN)).toEqual({ held: 1n, unused: 0n, usedAt: [at(5)] });
    expect(replay.has(ZERO)).toBe(false);
  });

  it("ignores a check-in of a holder without an unused unit at its place", () => {
    const replay = replayTicketUnits([...minted, move(11, ARTIST, FAN, 1)], [entry(12, FAN, 1, 5), entry(12, FAN, 2, 6)]);
    expect(unitsOf(replay, FAN)).toEqual({ held: 1n, unused: 0n, usedAt: [at(5)] });
  });

  it("treats units a sender was never seen to receive as unused", () => {
    const replay = replayTicketUnits([move(11, FAN, FRIEND, 2)], []);
    expect(unitsOf(replay, FRIEND)).toEqual({ held: 2n, unused: 2n, usedAt: [] });
  });

  it("mints new units unused, even after used ones were burned", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 1), move(13, FAN, ZERO, 1), move(14, ZERO, BUYER, 1)];
    const replay = replayTicketUnits(moves, [entry(12, FAN, 1, 5)]);
    expect(unitsOf(replay, BUYER)).toEqual({ held: 1n, unused: 1n, usedAt: [] });
    expect(replay.has(ZERO)).toBe(false);
  });

  it("keeps a holder's used units oldest first when a check-in is older than a unit received", () => {
    // FRIEND's unit was used at minute 30 and reaches FAN, whose own check-in says minute 10.
    const moves = [...minted, move(11, ARTIST, FRIEND, 1), move(11, ARTIST, FAN, 1), move(13, FRIEND, FAN, 1)];
    const replay = replayTicketUnits(moves, [entry(12, FRIEND, 1, 30), entry(14, FAN, 2, 10)]);
    expect(unitsOf(replay, FAN)).toEqual({ held: 2n, unused: 0n, usedAt: [at(10), at(30)] });
  });

  it("comes to the same units whatever order the moves and check-ins arrive in", () => {
    const moves = [...minted, move(11, ARTIST, FAN, 3), move(12, FAN, FRIEND, 1), move(14, FAN, BUYER, 2), move(15, FRIEND, BUYER, 1)];
    const entries = [entry(13, FAN, 1, 5), entry(13, FRIEND, 2, 6), entry(16, BUYER, 3, 7)];
    const expected = replayTicketUnits(moves, entries);
    const rotations = moves.map((_, shift) => [...moves.slice(shift), ...moves.slice(0, shift)]);
    for (const order of [...rotations, [...moves].reverse()]) {
      expect(replayTicketUnits(order, [...entries].reverse())).toEqual(expected);
    }
    expect(unitsOf(expected, BUYER)).toEqual({ held: 3n, unused: 0n, usedAt: [at(5), at(6), at(7)] });
  });

  it("knows nothing of an address it never saw", () => {
    expect(unitsOf(replayTicketUnits(minted, []), BUYER)).toEqual({ held: 0n, unused: 0n, usedAt: [] });
  });
});
