import { getAbiItem, type Hash, type Hex } from "viem";
import { wbe3MarketplaceAbi, wbe3PaymentsAbi } from "@wbe3/contracts";
import type { Database } from "@wbe3/db";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { uuidToBytes32 } from "../../adapters/chain/bytes32.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import type { Logger } from "../../lib/logger.ts";
import { repeatEvery, type Repeating } from "../../lib/repeat.ts";
import { confirmOrderRow } from "./confirmation.ts";
import type { OrderRow } from "./repo.ts";
import { findQuotedOrders } from "./sweep-repo.ts";

// A buyer who paid and closed the tab before the confirmation arrived paid for nothing. The sweep
// finds quoted orders the chain says are settled or paid, and confirms each from its transaction
// through the same path as the buyer's own confirmation (verified receipt, recorded once).

/** How far back a quote's deadline may lie for the sweep to look at its order. */
export const SWEEP_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Orders looked at per run (newest deadline first). */
export const SWEEP_BATCH = 200;

const ORDER_SETTLED = getAbiItem({ abi: wbe3MarketplaceAbi, name: "OrderSettled" });
const ORDER_PAID = getAbiItem({ abi: wbe3PaymentsAbi, name: "OrderPaid" });

/** Which of these orders the chain has settled (cart) or paid (payment orders). */
async function paidOnChain(chain: Chain, open: OrderRow[]): Promise<OrderRow[]> {
  const answers = await reachingChain(chain, () =>
    Promise.all(
      open.map((order) =>
        order.kind === "cart"
          ? chain.client
              .readContract({
                address: chain.contracts.WBE3Marketplace,
                abi: wbe3MarketplaceAbi,
                functionName: "buyerOf",
                args: [uuidToBytes32(order.id)],
              })
              .then((buyer) => BigInt(buyer) !== 0n)
          : chain.client.readContract({
              address: chain.contracts.WBE3Payments,
              abi: wbe3PaymentsAbi,
              functionName: "isPaid",
              args: [uuidToBytes32(order.id)],
            }),
      ),
    ),
  );
  return open.filter((_, index) => answers[index]);
}

/** Blocks per getLogs call: within public RPC limits (the transfer indexer reads the same way). */
export const SWEEP_LOG_RANGE = 2_000n;
/** How long before its order was quoted a payment's block may be stamped (clocks differ a little). */
const CLOCK_SKEW_S = 300n;

/** The first block stamped at or after `time` (unix seconds) within [low, high]; `high` when none is earlier. */
async function firstBlockFrom(chain: Chain, time: bigint, low: bigint, high: bigint): Promise<bigint> {
  let [from, to] = [low, high];
  while (from < to) {
    const middle = (from + to) / 2n;
    const { timestamp } = await chain.client.getBlock({ blockNumber: middle });
    if (timestamp < time) from = middle + 1n;
    else to = middle;
  }
  return from;
}

/**
 * The transaction that settled or paid each order (by bytes32 order id, lower case). An order is
 * paid after it is quoted, so the logs are read from the block of the oldest quote (found by its
 * time) to the chain's head, in ranges a public node answers, until every order is found.
 */
async function paymentTxs(chain: Chain, paid: OrderRow[]): Promise<Map<string, Hash>> {
  const ids = (kind: "cart" | "payment") =>
    paid.filter((order) => (order.kind === "cart") === (kind === "cart")).map((order) => uuidToBytes32(order.id));
  const [carts, payments] = [ids("cart"), ids("payment")];
  const oldest = BigInt(Math.floor(Math.min(...paid.map((order) => order.createdAt.getTime())) / 1000));
  const txs = new Map<string, Hash>();
  await reachingChain(chain, async () => {
    // Not the client's cached number: the payment may be in the block mined a moment ago.
    const head = await chain.client.getBlockNumber({ cacheTime: 0 });
    let fromBlock = await firstBlockFrom(chain, oldest - CLOCK_SKEW_S, BigInt(chain.contracts.deployBlock), head);
    while (fromBlock <= head && txs.size < paid.length) {
      const toBlock = fromBlock + SWEEP_LOG_RANGE - 1n < head ? fromBlock + SWEEP_LOG_RANGE - 1n : head;
      const range = { fromBlock, toBlock };
      const logs = await Promise.all([
        carts.length === 0
          ? []
          : chain.client.getLogs({ address: chain.contracts.WBE3Marketplace, event: ORDER_SETTLED, args: { orderId: carts }, ...range }),
        payments.length === 0
          ? []
          : chain.client.getLogs({ address: chain.contracts.WBE3Payments, event: ORDER_PAID, args: { orderId: payments }, ...range }),
      ]);
      for (const log of logs.flat()) {
        const orderId: Hex | undefined = log.args.orderId;
        if (orderId) txs.set(orderId.toLowerCase(), log.transactionHash);
      }
      fromBlock = toBlock + 1n;
    }
  });
  return txs;
}

/**
 * Confirms every quoted order the chain has settled or paid whose buyer never confirmed it. Answers
 * how many it recorded; an order that cannot be recorded (a void order, which is refunded; a receipt
 * not confirmed enough yet) is left to the next run or to its refund, and reported to `onRefused`.
 */
export async function sweepUnconfirmedPayments(
  db: Database,
  chain: Chain,
  onRefused: (orderId: string, err: unknown) => void = () => undefined,
  now = new Date(),
): Promise<number> {
  const open = await findQuotedOrders(db, chain.chainId, new Date(now.getTime() - SWEEP_WINDOW_MS), SWEEP_BATCH);
  if (open.length === 0) return 0;
  const paid = await paidOnChain(chain, open);
  if (paid.length === 0) return 0;
  const txs = await paymentTxs(chain, paid);
  let recorded = 0;
  for (const order of paid) {
    const txHash = txs.get(uuidToBytes32(order.id).toLowerCase());
    if (!txHash) continue;
    try {
      const answer = await confirmOrderRow(db, chain, order, txHash);
      if (answer.status === "paid") recorded += 1;
    } catch (err) {
      onRefused(order.id, err);
    }
  }
  return recorded;
}

/** Runs the sweep now and then every `intervalMs` (runs never overlap; a failed run is logged). */
export function startPaymentSweep(options: { db: Database; chain: Chain; logger: Logger; intervalMs: number }): Repeating {
  const { db, chain, logger, intervalMs } = options;
  return repeatEvery(
    intervalMs,
    async () => {
      const recorded = await sweepUnconfirmedPayments(db, chain, (orderId, err) =>
        logger.warn({ orderId, err }, "a payment found on chain could not be recorded yet"),
      );
      if (recorded > 0) logger.info({ recorded }, "recorded payments their buyers never confirmed");
    },
    (err) => logger.error({ err }, "payment sweep failed; retrying at the next interval"),
  );
}
