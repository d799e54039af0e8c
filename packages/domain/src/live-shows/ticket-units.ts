/**
 * Which of a show's ticket units are used (decision 0034). Every unit of a ticket token is the
 * same, so the chain cannot say which one went through the door: the used units are derived by
 * replaying the token's transfers and the door's check-ins in block order. A check-in turns one of
 * the holder's unused units into a used one; a transfer moves the sender's unused units first,
 * then used ones. So a ticket sold on after its holder went in stays used, and a spare ticket given
 * to a friend lets the friend in.
 */

const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

/** One movement of the token on chain: a TransferSingle, or one id of a TransferBatch (mints come from the zero address). */
export interface TicketMove {
  block: bigint;
  logIndex: number;
  from: string;
  to: string;
  amount: bigint;
}

/** A check-in the door recorded: the block the chain had reached when it was decided, and its number among the holder's. */
export interface DoorEntry {
  block: bigint;
  holder: string;
  sequence: number;
  at: Date;
}

export interface HolderUnits {
  /** Units held, used or not. */
  held: bigint;
  unused: bigint;
  /** When each used unit the holder holds went through the door, oldest first. */
  usedAt: Date[];
}

type Step = { move: TicketMove } | { entry: DoorEntry };

const byBlock = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Block order; within a block the transfers (in log order) come before the check-ins, which saw them. */
function inOrder(moves: readonly TicketMove[], entries: readonly DoorEntry[]): Step[] {
  const transfers = [...moves].sort((a, b) => byBlock(a.block, b.block) || a.logIndex - b.logIndex);
  // Check-ins made at one instant are interchangeable: each uses one unit of its own holder.
  const checkIns = [...entries].sort((a, b) => byBlock(a.block, b.block) || a.at.getTime() - b.at.getTime());
  const steps: Step[] = [];
  let next = 0;
  for (const entry of checkIns) {
    for (; next < transfers.length && (transfers[next] as TicketMove).block <= entry.block; next++) {
      steps.push({ move: transfers[next] as TicketMove });
    }
    steps.push({ entry });
  }
  for (const move of transfers.slice(next)) steps.push({ move });
  return steps;
}

/**
 * Every holder's units after the moves and check-ins, by lower-case address (the zero address is
 * nobody's). A check-in of a holder with no unused unit at its place changes nothing: the door
 * never lets such a scan pass, so it can only come from a view of the chain the replay corrects.
 */
export function replayTicketUnits(moves: readonly TicketMove[], entries: readonly DoorEntry[]): Map<string, HolderUnits> {
  const holders = new Map<string, { unused: bigint; usedAt: Date[] }>();
  const of = (address: string) => {
    const key = address.toLowerCase();
    let units = holders.get(key);
    if (!units) holders.set(key, (units = { unused: 0n, usedAt: [] }));
    return units;
  };
  for (const step of inOrder(moves, entries)) {
    if ("entry" in step) {
      const units = of(step.entry.holder);
      if (units.unused === 0n) continue;
      units.unused -= 1n;
      units.usedAt.push(step.entry.at);
      units.usedAt.sort((a, b) => a.getTime() - b.getTime());
      continue;
    }
    const { from, to, amount } = step.move;
    let moved: Date[] = [];
    let unusedMoved = amount;
    if (from.toLowerCase() !== ZERO_ADDRESS) {
      const sender = of(from);
      unusedMoved = amount < sender.unused ? amount : sender.unused;
      sender.unused -= unusedMoved;
      // Then used ones, the longest used first; a sender short of units (history not seen) sends them unused.
      const rest = amount - unusedMoved;
      moved = sender.usedAt.splice(0, Number(rest));
      unusedMoved = amount - BigInt(moved.length);
    }
    // Burned units go to the zero address, which mints from nothing and is left out below.
    const receiver = of(to);
    receiver.unused += unusedMoved;
    receiver.usedAt.push(...moved);
    receiver.usedAt.sort((a, b) => a.getTime() - b.getTime());
  }
  const result = new Map<string, HolderUnits>();
  for (const [address, units] of holders) {
    if (address === ZERO_ADDRESS) continue;
    result.set(address, { held: units.unused + BigInt(units.usedAt.length), unused: units.unused, usedAt: units.usedAt });
  }
  return result;
}

/** One holder's units (none when the replay never saw the address). */
export function unitsOf(replay: Map<string, HolderUnits>, holder: string): HolderUnits {
  return replay.get(holder.toLowerCase()) ?? { held: 0n, unused: 0n, usedAt: [] };
}
