import type { Address } from "viem";
import { wbe3TokenAbi } from "@wbe3/contracts";
import { orderKindOf, type Order } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";

/** An order as the API answers it. */
export function orderAnswerOf(order: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    items: items.map((item) => ({
      listingId: item.listingId,
      title: item.title,
      quantity: item.quantity,
      unitPrice: item.unitPrice.toString(),
      token: item.tokenContract && item.tokenId !== null ? { contract: item.tokenContract, tokenId: item.tokenId.toString() } : null,
    })),
    total: order.total.toString(),
    currency: "WBE3",
    expiresAt: order.expiresAt.toISOString(),
    txHash: order.txHash,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    ...(order.grantsFrom && order.grantsUntil
      ? {
          grants: {
            level: orderKindOf(order.kind)?.grantLevel?.(order.subject) ?? order.kind,
            from: order.grantsFrom.toISOString(),
            to: order.grantsUntil.toISOString(),
          },
        }
      : {}),
  };
}

/** WBE3 `owner` allowed `spender` (the marketplace for carts, WBE3Payments for payment orders) to pull. */
export async function allowanceOf(chain: Chain, owner: Address, spender: Address): Promise<bigint> {
  return reachingChain(chain, () =>
    chain.client.readContract({
      address: chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "allowance",
      args: [owner, spender],
    }),
  );
}
