import { erc20Abi, type Address, type PublicClient } from "viem";
import { trackNFTAbi, ticketNFTAbi } from "@wbe3/contracts";
import { DISPLAY, WBE3_DECIMALS, formatUnitsFixed } from "@wbe3/domain";
import type { Logger } from "../../lib/logger.ts";
import type { Chain } from "./chain-client.ts";
import { safeContractRead } from "./safe-read.ts";

export interface TokenBalance {
  /** Base units as a decimal string. */
  raw: string;
  /** Rounded down to two decimals for display (SPEC 3). */
  formatted: string;
  decimals: number;
}

/** A wallet's WBE3 balance; null when the token contract cannot answer. Decimals fall back to 18. */
export async function readTokenBalance(chain: Chain, owner: Address, logger: Logger): Promise<TokenBalance | null> {
  const token = chain.contracts.WBE3Token;
  const [balance, decimals] = await Promise.all([
    safeContractRead(chain.client, token, logger, () =>
      chain.client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] }),
    ),
    safeContractRead(chain.client, token, logger, () =>
      chain.client.readContract({ address: token, abi: erc20Abi, functionName: "decimals" }),
    ),
  ]);
  if (balance === null) return null;
  const places = decimals ?? WBE3_DECIMALS;
  return { raw: balance.toString(), formatted: formatUnitsFixed(balance, places, DISPLAY.tokenDecimals), decimals: places };
}

export async function readEthBalance(client: PublicClient, owner: Address): Promise<bigint> {
  return client.getBalance({ address: owner });
}

export interface MintFees {
  trackWei: bigint | null;
  ticketWei: bigint | null;
}

/** The fees the contracts charge right now: the single source of the mint price. */
export async function readMintFees(chain: Chain, logger: Logger): Promise<MintFees> {
  const { TrackNFT, TicketNFT } = chain.contracts;
  const [trackWei, ticketWei] = await Promise.all([
    safeContractRead(chain.client, TrackNFT, logger, () =>
      chain.client.readContract({ address: TrackNFT, abi: trackNFTAbi, functionName: "mintFee" }),
    ),
    safeContractRead(chain.client, TicketNFT, logger, () =>
      chain.client.readContract({ address: TicketNFT, abi: ticketNFTAbi, functionName: "mintFee" }),
    ),
  ]);
  return { trackWei, ticketWei };
}
