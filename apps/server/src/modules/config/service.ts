import { chainDisplayName, type ContractAddresses, type PublicConfig, type WalletConnectorsConfig } from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { readMintFees } from "../../adapters/chain/token-reads.ts";
import type { Logger } from "../../lib/logger.ts";

export function contractAddresses(chain: Chain): ContractAddresses {
  const { WBE3Token, TrackNFT, TicketNFT, CopyrightRegistry, WBE3Payments } = chain.contracts;
  return { WBE3Token, TrackNFT, TicketNFT, CopyrightRegistry, WBE3Payments };
}

export interface PublicConfigSources {
  chain: Chain;
  localMode: boolean;
  wallets: WalletConnectorsConfig;
}

export async function publicConfig({ chain, localMode, wallets }: PublicConfigSources, logger: Logger): Promise<PublicConfig> {
  const fees = await readMintFees(chain, logger);
  return {
    chainId: chain.chainId,
    chainName: chainDisplayName(chain.chainId),
    rpcUrl: chain.publicRpcUrl,
    explorerUrl: chain.explorerUrl ?? null,
    contracts: contractAddresses(chain),
    fees: { trackMintWei: fees.trackWei?.toString() ?? null, ticketMintWei: fees.ticketWei?.toString() ?? null },
    localMode,
    wallets,
  };
}
