/**
 * A wallet's owned NFTs (the vault's answer) for wallets holding 10, 100 and 1,000 tokens: a third
 * known from minted uploads, a third from marketplace listings, a third only by their metadata JSON
 * in the content store. Times the real service function over a transfer index that is current (the
 * node is asked only for its head, answered here without one), prints p50/p99, the database round
 * trips per answer and the ratio of each size's time to the smallest's, on PGlite and (when
 * DATABASE_URL is set) on PostgreSQL. One run, ratios only: these machines are noisy.
 *
 *   npm run bench:owned-nfts -w @wbe3/bench
 *   BENCH_ROUNDS=50 npm run bench:owned-nfts -w @wbe3/bench
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Address } from "viem";
import {
  artists,
  chainCursors,
  marketplaceListings,
  nftMints,
  openDatabase,
  tokenHoldings,
  uploads,
  type Database,
  type DatabaseHandle,
} from "@wbe3/db";
import { countQueries } from "@wbe3/db/testing";
import type { Chain } from "../../apps/server/src/adapters/chain/chain-client.ts";
import { createLocalContentStore, type ContentStore } from "../../apps/server/src/adapters/content-store/content-store.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";
import { listOwnedNfts } from "../../apps/server/src/modules/chain-index/service.ts";
import { storedFileRecords } from "../../apps/server/src/modules/files/service.ts";
import { withPostgresDatabase } from "./postgres-database.ts";

const SIZES = [10, 100, 1000] as const;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const CHAIN_ID = 31337;
const HEAD = 1_000n;
const TRACK_NFT: Address = `0x${"11".repeat(20)}`;
const TICKET_NFT: Address = `0x${"22".repeat(20)}`;
const logger = createLogger("silent");

/** Only the head is asked of the node, and the index is at it: nothing to index, no node needed. */
const chain = {
  chainId: CHAIN_ID,
  client: { getBlockNumber: () => Promise.resolve(HEAD) },
  contracts: { TrackNFT: TRACK_NFT, TicketNFT: TICKET_NFT, deployBlock: 1 },
  confirmations: 1,
} as unknown as Chain;

const ownerOf = (size: number): Address => `0x${size.toString(16).padStart(40, "0")}`;

interface Row {
  driver: string;
  tokens: number;
  p50: number;
  p99: number;
  roundTrips: number;
}

async function fill(db: Database, store: ContentStore): Promise<void> {
  const [artist] = await db.insert(artists).values({ username: "bench.artist", name: "Bench Artist" }).returning({ id: artists.id });
  if (!artist) throw new Error("no artist");
  let nextId = 1n;
  for (const size of SIZES) {
    const owner = ownerOf(size).toLowerCase();
    const holdings: (typeof tokenHoldings.$inferInsert)[] = [];
    for (let i = 0; i < size; i++) {
      const tokenId = nextId++;
      const kind = i % 3;
      const contract = kind === 0 ? TRACK_NFT.toLowerCase() : TICKET_NFT.toLowerCase();
      let tokenUri = `ipfs://not-stored-${tokenId}`;
      if (kind === 0) {
        const [upload] = await db
          .insert(uploads)
          .values({
            artistId: artist.id,
            title: `Track ${tokenId}`,
            artistName: "Bench Artist",
            category: "music",
            price: 1n,
            fileCid: "bafkreibench",
          })
          .returning({ id: uploads.id });
        await db
          .insert(nftMints)
          .values({ uploadId: upload?.id, chainId: CHAIN_ID, contract, tokenId, minter: owner, txHash: `0x${tokenId.toString(16)}` });
      } else if (kind === 1) {
        await db.insert(marketplaceListings).values({
          kind: "work",
          title: `Item ${tokenId}`,
          sellerName: "Bench Artist",
          category: "jewelry",
          price: 1n,
          tokenContract: contract,
          tokenId,
        });
      } else {
        const stored = await store.putJson({ name: `Ticket ${tokenId}`, attributes: [{ trait_type: "Category", value: "ticket" }] }, null);
        tokenUri = `ipfs://${stored.ipfsHash}`;
      }
      const standard = kind === 0 ? "erc721" : "erc1155";
      holdings.push({
        chainId: CHAIN_ID,
        contract,
        tokenId,
        owner,
        standard,
        balance: 1n,
        tokenUri,
        acquiredBlock: tokenId,
        acquiredLogIndex: 0,
      });
    }
    await db.insert(tokenHoldings).values(holdings);
  }
  for (const contract of [TRACK_NFT, TICKET_NFT]) {
    await db.insert(chainCursors).values({ chainId: CHAIN_ID, contract: contract.toLowerCase(), lastBlock: HEAD });
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function measure(driver: string, handle: DatabaseHandle, store: ContentStore): Promise<Row[]> {
  const rows: Row[] = [];
  for (const size of SIZES) {
    const answer = () => listOwnedNfts(handle.db, store, chain, ownerOf(size), logger);
    const first = await answer();
    if (first.count !== size || first.nfts.some((nft) => nft.title.startsWith("Token #")))
      throw new Error(`wrong answer for ${size} tokens`);
    // Warm-up, so the JIT and the database's caches are in the same state for every size.
    for (let i = 0; i < 20; i++) await answer();
    const counter = countQueries(handle);
    await answer();
    const roundTrips = counter.count;
    counter.stop();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await answer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({ driver, tokens: size, p50: percentile(times, 0.5), p99: percentile(times, 0.99), roundTrips });
  }
  return rows;
}

async function benchDriver(driver: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "wbe3-bench-nfts-"));
  const handle = await openDatabase({ databaseUrl, pgliteDir: databaseUrl ? undefined : path.join(dataDir, "pg") });
  try {
    const store = createLocalContentStore(storedFileRecords(handle.db), dataDir);
    console.log(`${driver}: filling ${SIZES.reduce((a, b) => a + b, 0)} tokens…`);
    await fill(handle.db, store);
    return await measure(driver, handle, store);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Owned NFTs: ${SIZES.join(", ")} tokens per wallet, ${ROUNDS} answers each.`);
  const results = await benchDriver("PGlite", undefined);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) results.push(...(await withPostgresDatabase(serverUrl, (url) => benchDriver("PostgreSQL", url), "wbe3_bench_nfts")));
  else console.log("(DATABASE_URL not set: PostgreSQL leg skipped)");
  console.log();
  console.table(
    results.map((row) => {
      const smallest = results.find((r) => r.driver === row.driver && r.tokens === SIZES[0]);
      return {
        driver: row.driver,
        tokens: row.tokens,
        "p50 ms": row.p50.toFixed(2),
        "p99 ms": row.p99.toFixed(2),
        "round trips": row.roundTrips,
        [`p50 vs ${SIZES[0]} tokens`]: smallest ? `× ${(row.p50 / smallest.p50).toFixed(1)}` : "",
      };
    }),
  );
  if (results.some((row) => row.roundTrips > 2)) {
    console.error("An answer took more than 2 database round trips.");
    process.exitCode = 1;
  }
}

await main();
