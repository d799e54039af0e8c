import { defineChain, type Chain } from "viem";
import { BASE_CHAIN, type PublicConfig } from "@wbe3/domain";

/**
 * The one chain the app works on, as wallets and viem need it. In local mode the RPC is our
 * same-origin proxy ("/api/rpc"); wallets and viem need an absolute URL.
 */
export function appChain(config: PublicConfig, origin: string = window.location.origin): Chain {
  const rpcUrl = new URL(config.rpcUrl, origin).href;
  return defineChain({
    id: config.chainId,
    name: config.chainName,
    nativeCurrency: BASE_CHAIN.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(config.explorerUrl ? { blockExplorers: { default: { name: "Explorer", url: config.explorerUrl } } } : {}),
    testnet: config.localMode,
  });
}
