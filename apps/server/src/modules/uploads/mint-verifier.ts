import { parseEventLogs, type Hash } from "viem";
import { ticketNFTAbi, trackNFTAbi } from "@wbe3/contracts";
import {
  AppError,
  MINT_NOT_CONFIRMED,
  MINT_TX_FAILED,
  MINTED_BY_OTHER_WALLET,
  MINTED_OTHER_TOKEN,
  NOT_A_PLATFORM_MINT,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { confirmedReceipt } from "../../adapters/chain/receipts.ts";

export interface VerifiedMint {
  contract: string;
  tokenId: bigint;
  minter: string;
  blockNumber: bigint;
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Finds, in a mined and successful transaction, the mint of `tokenUri` by `minter` on our track
 * (ERC-721) or edition (ERC-1155) contract. Anything else is refused with the reason.
 */
export async function verifyMint(
  chain: Chain,
  txHash: Hash,
  expected: { minter: string; tokenUri: string; standard: "ERC721" | "ERC1155" },
): Promise<VerifiedMint> {
  const receipt = await confirmedReceipt(chain, txHash, {
    failed: MINT_TX_FAILED,
    unconfirmed: () => MINT_NOT_CONFIRMED,
  });

  const mints =
    expected.standard === "ERC721"
      ? parseEventLogs({ abi: trackNFTAbi, logs: receipt.logs, eventName: "TrackMinted" })
          .filter((log) => same(log.address, chain.contracts.TrackNFT))
          .map((log) => ({ contract: log.address, tokenId: log.args.tokenId, minter: log.args.minter, uri: log.args.tokenURI }))
      : parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "EditionMinted" })
          .filter((log) => same(log.address, chain.contracts.TicketNFT))
          .map((log) => ({ contract: log.address, tokenId: log.args.id, minter: log.args.minter, uri: log.args.uri }));
  if (mints.length === 0) throw new AppError("bad_request", NOT_A_PLATFORM_MINT, { reason: "wrong_contract" });
  const match = mints.find((m) => m.uri === expected.tokenUri);
  if (!match) throw new AppError("bad_request", MINTED_OTHER_TOKEN, { reason: "wrong_token" });
  if (!same(match.minter, expected.minter)) throw new AppError("bad_request", MINTED_BY_OTHER_WALLET, { reason: "wrong_minter" });
  return {
    contract: match.contract.toLowerCase(),
    tokenId: match.tokenId,
    minter: match.minter.toLowerCase(),
    blockNumber: receipt.blockNumber,
  };
}
