import { chainDisplayName, type ContractAddresses, type PublicConfig, type WalletConnectorsConfig } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { readMintFees } from "../../adapters/chain/token-reads.ts";
import type { Logger } from "../../lib/logger.ts";

export function contractAddresses(chain: Chain): ContractAddresses {
  const { WBE3Token, TrackNFT, TicketNFT, CopyrightRegistry, WBE3Payments, WBE3Marketplace } = chain.contracts;
  return { WBE3Token, TrackNFT, TicketNFT, CopyrightRegistry, WBE3Payments, WBE3Marketplace };
}

export interface PublicConfigSources {
  chain: Chain;
  localMode: boolean;
  wallets: WalletConnectorsConfig;
  swapUrl: string | null;
}

export async function publicConfig({ chain, localMode, wallets, swapUrl }: PublicConfigSources, logger: Logger): Promise<PublicConfig> {
  const fees = await readMintFees(chain, logger);
  return {
    chainId: chain.chainId,
    chainName: chainDisplayName(chain.chainId),
    rpcUrl: chain.publicRpcUrl,
    explorerUrl: chain.explorerUrl ?? null,
    swapUrl,
    contracts: contractAddresses(chain),
    fees: { trackMintWei: fees.trackWei?.toString() ?? null, ticketMintWei: fees.ticketWei?.toString() ?? null },
    localMode,
    wallets,
  };
}
