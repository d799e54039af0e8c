import { parseEventLogs, zeroAddress, type Hash, type Log } from "viem";
import { wbe3MarketplaceAbi, wbe3TokenAbi, type CheckoutQuote } from "@wbe3/contracts";
import { AppError, NOT_AN_ORDER_PAYMENT, ORDER_TX_MISMATCH, ORDER_WRONG_BUYER, orderNotConfirmed, orderTxFailed } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { confirmedReceipt } from "../../adapters/chain/receipts.ts";
import { quoteTotal } from "./quote.ts";

/** The token each quoted item delivered, in the quote's order. */
export interface DeliveredToken {
  contract: string;
  tokenId: bigint;
}

/** WBE3 the marketplace sent to one wallet in the order's transaction (seller, royalty, split, fee). */
export interface Payout {
  wallet: string;
  amount: bigint;
}

/** What a verified payment delivered (null for a physical product: no token) and paid out. */
export interface VerifiedOrder {
  delivered: (DeliveredToken | null)[];
  payouts: Payout[];
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Every WBE3 transfer out of the marketplace in the receipt, summed per receiving wallet (lower
 * case). The marketplace pulls the total from the buyer and pays everyone from itself, so these
 * are exactly what each party received.
 */
function payoutsOf(chain: Chain, logs: Log[]): Payout[] {
  const token = logs.filter((log) => same(log.address, chain.contracts.WBE3Token));
  const received = new Map<string, bigint>();
  for (const transfer of parseEventLogs({ abi: wbe3TokenAbi, logs: token, eventName: "Transfer" })) {
    if (!same(transfer.args.from, chain.contracts.WBE3Marketplace) || transfer.args.value === 0n) continue;
    const wallet = transfer.args.to.toLowerCase();
    received.set(wallet, (received.get(wallet) ?? 0n) + transfer.args.value);
  }
  return [...received].map(([wallet, amount]) => ({ wallet, amount }));
}

/**
 * Checks on chain that `txHash` settled exactly this quote: mined, successful and confirmed; our
 * marketplace emitted OrderSettled for the order id, buyer and total, and one ItemSold per item
 * with its listing, quantity and price. Answers the delivered tokens and the WBE3 each wallet
 * received from the marketplace. Records nothing.
 */
export async function verifyOrderPayment(chain: Chain, txHash: Hash, quote: CheckoutQuote): Promise<VerifiedOrder> {
  const receipt = await confirmedReceipt(chain, txHash, {
    failed: orderTxFailed(txHash),
    unconfirmed: (has) => orderNotConfirmed(chain.confirmations, has),
  });
  const ours = receipt.logs.filter((log) => same(log.address, chain.contracts.WBE3Marketplace));
  const settled = parseEventLogs({ abi: wbe3MarketplaceAbi, logs: ours, eventName: "OrderSettled" });
  if (settled.length === 0) throw new AppError("bad_request", NOT_AN_ORDER_PAYMENT);
  const order = settled.find((log) => same(log.args.orderId, quote.orderId));
  if (!order) throw new AppError("bad_request", ORDER_TX_MISMATCH);
  if (!same(order.args.buyer, quote.buyer)) throw new AppError("bad_request", ORDER_WRONG_BUYER);
  if (order.args.total !== quoteTotal(quote)) throw new AppError("bad_request", ORDER_TX_MISMATCH);

  const sold = parseEventLogs({ abi: wbe3MarketplaceAbi, logs: ours, eventName: "ItemSold" }).filter((log) =>
    same(log.args.orderId, quote.orderId),
  );
  if (sold.length !== quote.items.length) throw new AppError("bad_request", ORDER_TX_MISMATCH);
  const delivered = quote.items.map((item, index) => {
    const event = sold[index];
    const matches =
      event &&
      same(event.args.listingId, item.listingId) &&
      event.args.quantity === item.quantity &&
      event.args.unitPrice === item.unitPrice &&
      same(event.args.seller, item.seller);
    if (!matches) throw new AppError("bad_request", ORDER_TX_MISMATCH);
    if (same(event.args.tokenContract, zeroAddress)) return null;
    return { contract: event.args.tokenContract.toLowerCase(), tokenId: event.args.tokenId };
  });
  return { delivered, payouts: payoutsOf(chain, receipt.logs) };
}
