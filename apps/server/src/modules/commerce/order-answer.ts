import type { Address } from "viem";
import { wbe3TokenAbi } from "@wbe3/contracts";
import { lineRefundedOther, orderKindOf, type Order } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { reachingChain } from "../../adapters/chain/receipts.ts";
import type { OrderRefund } from "../payments/service.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";

/** A refunded line's refund as its buyer reads it. */
function lineRefund(refund: OrderRefund | undefined) {
  if (!refund) return {};
  return {
    refund: {
      amount: refund.amount.toString(),
      reason: refund.reason,
      note: refund.note ?? lineRefundedOther(refund.reason),
      status: refund.status,
      txHash: refund.refundTxHash,
    },
  };
}

/** An order as the API answers it, with the refunds of its refunded lines (decision 0028). */
export function orderAnswerOf(order: OrderRow, items: OrderItemRow[], refunds: OrderRefund[] = []): Order {
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
      ...lineRefund(refunds.find((refund) => refund.orderLine === item.position)),
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
