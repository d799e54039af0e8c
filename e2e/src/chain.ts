import { trackNFTAbi } from "@wbe3/contracts";
import type { PublicConfig } from "@wbe3/domain";
import { createPublicClient, createWalletClient, custom, defineChain, getAddress, type Address, type Hash } from "viem";
import { appRpc } from "./test-wallet.ts";
import { devAccount } from "./wallet-handler.ts";

/** The app's chain as viem needs it, reached through the app's own /api/rpc. */
async function appClients(baseUrl: string) {
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as PublicConfig;
  const forward = appRpc(baseUrl);
  const chain = defineChain({
    id: config.chainId,
    name: config.chainName,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
  const transport = custom({ request: ({ method, params }) => forward(method, params ?? []) });
  return { config, chain, transport, publicClient: createPublicClient({ chain, transport }) };
}

/**
 * Moves a track NFT from one Anvil dev account to an address, from Node (as a wallet outside the
 * app would), and waits for it to be mined.
 */
export async function transferTrack(baseUrl: string, fromIndex: number, to: Address, tokenId: bigint): Promise<Hash> {
  const { config, chain, transport, publicClient } = await appClients(baseUrl);
  const account = devAccount(fromIndex);
  const wallet = createWalletClient({ account, chain, transport });
  const hash = await wallet.writeContract({
    address: config.contracts.TrackNFT,
    abi: trackNFTAbi,
    functionName: "transferFrom",
    args: [getAddress(account.address), to, tokenId],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  if (receipt.status !== "success") throw new Error(`Transfer of track ${tokenId} reverted (${hash})`);
  return hash;
}

/** Who holds the track NFT now, read from the chain. */
export async function trackOwner(baseUrl: string, tokenId: bigint): Promise<Address> {
  const { config, publicClient } = await appClients(baseUrl);
  return publicClient.readContract({ address: config.contracts.TrackNFT, abi: trackNFTAbi, functionName: "ownerOf", args: [tokenId] });
}
