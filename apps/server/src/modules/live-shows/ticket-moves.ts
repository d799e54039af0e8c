import { parseAbiItem, type Address } from "viem";
import type { TicketMove } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";

const TRANSFER_SINGLE = parseAbiItem(
  "event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)",
);
const TRANSFER_BATCH = parseAbiItem(
  "event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)",
);

/** Blocks per getLogs call: within public RPC limits; a show's door reads from its tickets' mint on. */
export const TICKET_LOG_RANGE = 2_000n;
/** getLogs calls in flight at once. */
const PARALLEL_READS = 4;

function blockRanges(fromBlock: bigint, toBlock: bigint): { fromBlock: bigint; toBlock: bigint }[] {
  const ranges = [];
  for (let from = fromBlock; from <= toBlock; from += TICKET_LOG_RANGE) {
    const to = from + TICKET_LOG_RANGE - 1n;
    ranges.push({ fromBlock: from, toBlock: to < toBlock ? to : toBlock });
  }
  return ranges;
}

/**
 * Every movement of one ticket id on the TicketNFT at `address` within `blocks`, in chain order: the
 * history the door replays (the transfer index keeps balances, not history). The id is not an
 * indexed topic, so each range's logs of the contract are read and kept for this id only.
 */
export async function readTicketMoves(
  chain: Chain,
  address: Address,
  tokenId: bigint,
  blocks: { fromBlock: bigint; toBlock: bigint },
): Promise<TicketMove[]> {
  const ranges = blockRanges(blocks.fromBlock, blocks.toBlock);
  const moves: TicketMove[] = [];
  for (let i = 0; i < ranges.length; i += PARALLEL_READS) {
    const logs = await Promise.all(
      ranges
        .slice(i, i + PARALLEL_READS)
        .map((range) =>
          reachingChain(chain, () => chain.client.getLogs({ address, events: [TRANSFER_SINGLE, TRANSFER_BATCH], ...range, strict: true })),
        ),
    );
    for (const log of logs.flat()) {
      const at = { block: log.blockNumber, logIndex: log.logIndex, from: log.args.from, to: log.args.to };
      if (log.eventName === "TransferSingle") {
        if (log.args.id === tokenId) moves.push({ ...at, amount: log.args.value });
        continue;
      }
      // A batch may name the id more than once; each names its own amount.
      log.args.ids.forEach((id, j) => {
        if (id === tokenId) moves.push({ ...at, amount: log.args.values[j] ?? 0n });
      });
    }
  }
  return moves;
}
