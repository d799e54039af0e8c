import { trackNFTAbi } from "@wbe3/contracts";
import type { PublicConfig } from "@wbe3/domain";
import { createPublicClient, custom, defineChain, type Address } from "viem";
import { appRpc } from "./test-wallet.ts";

/** The app's chain as viem needs it, reached through the app's own /api/rpc. */
export async function appClients(baseUrl: string) {
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as PublicConfig;
  const forward = appRpc(baseUrl);
  const chain = defineChain({
    id: config.chainId,
    name: config.chainName,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
  const transport = custom({
    request: ({ method, params }: { method: string; params?: readonly unknown[] }) => forward(method, params ?? []),
  });
  return { config, chain, transport, publicClient: createPublicClient({ chain, transport }) };
}

/** Who holds the track NFT now, read from the chain. */
export async function trackOwner(baseUrl: string, tokenId: bigint): Promise<Address> {
  const { config, publicClient } = await appClients(baseUrl);
  return publicClient.readContract({ address: config.contracts.TrackNFT, abi: trackNFTAbi, functionName: "ownerOf", args: [tokenId] });
}

/** What TrackNFT charges per mint now, read from the contract itself (not from /api/config). */
export async function trackMintFee(baseUrl: string): Promise<bigint> {
  const { config, publicClient } = await appClients(baseUrl);
  return publicClient.readContract({ address: config.contracts.TrackNFT, abi: trackNFTAbi, functionName: "mintFee" });
}
