import type { DropRulesInput } from "@wbe3/domain";
import { callApi } from "@/lib/api-client";

/** The server checks the rules and answers the one wallet call that sets them on chain. */
export function proposeDropRules(listingId: string, rules: DropRulesInput) {
  return callApi("PUT /api/marketplace/listings/:id/drop-rules", { params: { id: listingId }, body: rules });
}

/** The server mirrors the rules only after checking the transaction's receipt on chain. */
export function confirmDropRules(listingId: string, txHash: `0x${string}`) {
  return callApi("POST /api/marketplace/listings/:id/drop-rules/confirm", { params: { id: listingId }, body: { txHash } });
}
