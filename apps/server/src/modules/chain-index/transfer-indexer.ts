import { parseAbiItem, zeroAddress, type Address } from "viem";
import { ticketNFTAbi, trackNFTAbi } from "@wbe3/contracts";
import type { Database } from "@wbe3/db";
import type { Logger } from "../../lib/logger.ts";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { addEditionBalance, markLogApplied, moveUniqueToken, readCursor, readCursors, writeCursor } from "./repo.ts";

const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)");
const TRANSFER_SINGLE = parseAbiItem(
  "event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)",
);
const TRANSFER_BATCH = parseAbiItem(
  "event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)",
);

/** Blocks per getLogs call: small enough for public RPC limits, large enough to catch up fast. */
const MAX_BLOCK_RANGE = 2_000n;

interface Movement {
  tokenId: bigint;
  from: string;
  to: string;
  amount: bigint;
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
}

const lower = (address: Address) => address.toLowerCase();

function ordered<T extends { blockNumber: bigint; logIndex: number }>(logs: T[]): T[] {
  return [...logs].sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex);
}

/**
 * Keeps `token_holdings` equal to what the chain says, from our contracts' transfer events.
 * Each call reads from the persisted cursor to the confirmed head, applies every log once (a
 * re-scan is a no-op) and moves the cursor in the same transaction, so a crash mid-way loses
 * nothing and applies nothing twice.
 */
export async function syncHoldings(db: Database, chain: Chain, logger: Logger): Promise<void> {
  const latest = await chain.client.getBlockNumber({ cacheTime: 0 });
  const head = latest - BigInt(chain.confirmations - 1);
  // One plain read decides whether there is anything to do: a read of an index that is already
  // current (the usual case) then costs one round trip, not a locking transaction per contract.
  const cursors = await readCursors(db, chain.chainId);
  const behind = (address: Address) => (cursors.get(lower(address)) ?? -1n) < head;
  if (behind(chain.contracts.TrackNFT)) await syncContract(db, chain, logger, "erc721", chain.contracts.TrackNFT, head);
  if (behind(chain.contracts.TicketNFT)) await syncContract(db, chain, logger, "erc1155", chain.contracts.TicketNFT, head);
}

async function syncContract(db: Database, chain: Chain, logger: Logger, standard: "erc721" | "erc1155", address: Address, head: bigint) {
  const contract = lower(address);
  const start = BigInt(chain.contracts.deployBlock);
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const last = (await readCursor(tx, chain.chainId, contract)) ?? start - 1n;
      if (last >= head) return true;
      const fromBlock = last + 1n;
      const toBlock = fromBlock + MAX_BLOCK_RANGE - 1n < head ? fromBlock + MAX_BLOCK_RANGE - 1n : head;
      const movements = await readMovements(chain, standard, address, fromBlock, toBlock);
      const uris = await readTokenUris(chain, standard, address, movements);
      const applied = new Map<string, boolean>();
      for (const m of movements) {
        // A batch log carries several movements: the log is marked once and applied whole.
        const logKey = `${m.txHash}:${m.logIndex}`;
        if (!applied.has(logKey)) applied.set(logKey, await markLogApplied(tx, chain.chainId, m.txHash, m.logIndex, m.blockNumber));
        if (!applied.get(logKey)) continue;
        const key = { chainId: chain.chainId, contract, tokenId: m.tokenId };
        const uri = uris.get(m.tokenId) ?? null;
        const at = { block: m.blockNumber, logIndex: m.logIndex };
        if (standard === "erc721") {
          await moveUniqueToken(tx, key, m.to === zeroAddress ? null : m.to, uri, at);
        } else {
          if (m.from !== zeroAddress) await addEditionBalance(tx, { ...key, owner: m.from }, -m.amount, uri, at);
          if (m.to !== zeroAddress) await addEditionBalance(tx, { ...key, owner: m.to }, m.amount, uri, at);
        }
      }
      await writeCursor(tx, chain.chainId, contract, toBlock);
      if (movements.length > 0) logger.debug({ contract, fromBlock, toBlock, movements: movements.length }, "indexed transfers");
      return toBlock >= head;
    });
    if (done) return;
  }
}

async function readMovements(
  chain: Chain,
  standard: "erc721" | "erc1155",
  address: Address,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<Movement[]> {
  if (standard === "erc721") {
    const logs = await chain.client.getLogs({ address, event: TRANSFER, fromBlock, toBlock, strict: true });
    return ordered(logs).map((log) => ({
      tokenId: log.args.tokenId,
      from: lower(log.args.from),
      to: lower(log.args.to),
      amount: 1n,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
    }));
  }
  const logs = await chain.client.getLogs({ address, events: [TRANSFER_SINGLE, TRANSFER_BATCH], fromBlock, toBlock, strict: true });
  return ordered(logs).flatMap((log): Movement[] => {
    const base = {
      from: lower(log.args.from),
      to: lower(log.args.to),
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
    };
    if (log.eventName === "TransferSingle") return [{ ...base, tokenId: log.args.id, amount: log.args.value }];
    return log.args.ids.map((id, i) => ({ ...base, tokenId: id, amount: log.args.values[i] ?? 0n }));
  });
}

/**
 * Token URIs of newly minted tokens. The calls go out together in one JSON-RPC batch (the
 * transport batches), which also works on chains without a Multicall3 contract.
 */
async function readTokenUris(
  chain: Chain,
  standard: "erc721" | "erc1155",
  address: Address,
  movements: Movement[],
): Promise<Map<bigint, string>> {
  const minted = [...new Set(movements.filter((m) => m.from === zeroAddress).map((m) => m.tokenId))];
  const results = await Promise.allSettled(
    minted.map((tokenId) =>
      standard === "erc721"
        ? chain.client.readContract({ address, abi: trackNFTAbi, functionName: "tokenURI", args: [tokenId] })
        : chain.client.readContract({ address, abi: ticketNFTAbi, functionName: "uri", args: [tokenId] }),
    ),
  );
  const uris = new Map<bigint, string>();
  results.forEach((result, i) => {
    const tokenId = minted[i];
    // A token burned before we read it has no URI any more; it is gone from holdings anyway.
    if (result.status === "fulfilled" && tokenId !== undefined) uris.set(tokenId, result.value);
  });
  return uris;
}
