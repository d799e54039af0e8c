import type { Address } from "viem";
import type { Database } from "@wbe3/db";
import { formatEth, type OwnedNftsResponse, type TokenBalanceResponse } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import type { ContentStore } from "../../adapters/content-store/content-store.ts";
import { listOwnedNfts } from "../chain-index/service.ts";
import { readEthBalance, readTokenBalance } from "../../adapters/chain/token-reads.ts";
import type { Logger } from "../../lib/logger.ts";

export async function walletBalances(chain: Chain, owner: Address, logger: Logger): Promise<TokenBalanceResponse> {
  const [wbe3, eth] = await Promise.all([readTokenBalance(chain, owner, logger), readEthBalance(chain.client, owner)]);
  return { wbe3, eth: { raw: eth.toString(), formatted: formatEth(eth) } };
}

export function walletNfts(db: Database, store: ContentStore, chain: Chain, owner: Address, logger: Logger): Promise<OwnedNftsResponse> {
  return listOwnedNfts(db, store, chain, owner, logger);
}
