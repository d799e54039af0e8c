import { decodeEventLog, encodeAbiParameters, encodeEventTopics, type Address, type Hex } from "viem";
import { wbe3MarketplaceAbi } from "@wbe3/contracts";
import type { ReceiptLog } from "./verifier-receipts.ts";

export interface ItemSoldArgs {
  orderId: Hex;
  listingId: Hex;
  seller: Address;
  tokenContract: Address;
  tokenId: bigint;
  quantity: bigint;
  unitPrice: bigint;
}

/**
 * The checkout events of the marketplace at `marketplace` as a doctored receipt would carry them:
 * for the order verifier's tests of lies no honest marketplace can tell.
 */
export function marketplaceLogs(marketplace: Address) {
  const fromMarketplace = (log: ReceiptLog) => log.address.toLowerCase() === marketplace.toLowerCase();
  const topicOf = (eventName: "OrderSettled" | "ItemSold") => encodeEventTopics({ abi: wbe3MarketplaceAbi, eventName })[0];

  /** OrderSettled as our marketplace would log it with these arguments changed. */
  function settledWith(log: ReceiptLog, changes: Partial<{ orderId: Hex; buyer: Address; total: bigint; itemCount: bigint }>): ReceiptLog {
    if (!fromMarketplace(log) || log.topics[0] !== topicOf("OrderSettled")) return log;
    const { args } = decodeEventLog({ abi: wbe3MarketplaceAbi, eventName: "OrderSettled", data: log.data, topics: log.topics });
    const next = { ...args, ...changes };
    return {
      ...log,
      topics: encodeEventTopics({ abi: wbe3MarketplaceAbi, eventName: "OrderSettled", args: next }) as ReceiptLog["topics"],
      data: encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [next.total, next.itemCount]),
    };
  }

  /** The `index`-th ItemSold (0-based, in log order) with these arguments changed; other logs as they are. */
  function itemSoldWith(index: number, changes: Partial<ItemSoldArgs>): (log: ReceiptLog) => ReceiptLog {
    let seen = -1;
    return (log) => {
      if (!fromMarketplace(log) || log.topics[0] !== topicOf("ItemSold") || ++seen !== index) return log;
      const { args } = decodeEventLog({ abi: wbe3MarketplaceAbi, eventName: "ItemSold", data: log.data, topics: log.topics });
      const next = { ...args, ...changes };
      return {
        ...log,
        topics: encodeEventTopics({ abi: wbe3MarketplaceAbi, eventName: "ItemSold", args: next }) as ReceiptLog["topics"],
        data: encodeAbiParameters(
          [{ type: "address" }, { type: "address" }, { type: "uint256" }, { type: "uint256" }, { type: "uint256" }],
          [next.seller, next.tokenContract, next.tokenId, next.quantity, next.unitPrice],
        ),
      };
    };
  }

  return { fromMarketplace, topicOf, settledWith, itemSoldWith };
}
