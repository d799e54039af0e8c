import { parseEventLogs, type Hash } from "viem";
import { ticketNFTAbi } from "@wbe3/contracts";
import {
  AppError,
  NOT_A_TICKET_MINT,
  OTHER_TICKETS_MINTED,
  TICKETS_MINTED_BY_OTHER_WALLET,
  TICKETS_MINTED_OTHER_AMOUNT,
  TICKETS_MINTED_TO_OTHER_WALLET,
  TICKETS_TX_FAILED,
  ticketsNotConfirmed,
} from "@wbe3/domain";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { confirmedReceipt } from "../../adapters/chain/receipts.ts";

/** The mint a show asked for: its artist's wallet mints `amount` tickets of `uri` to itself. */
export interface ExpectedTicketMint {
  wallet: string;
  amount: number;
  uri: string;
}

export interface VerifiedTicketMint {
  contract: string;
  tokenId: bigint;
  blockNumber: bigint;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Finds, in a mined, successful and confirmed transaction, our TicketNFT's `TicketsMinted` of the
 * show's URI, and checks who minted, to whom and how many. Anything else is refused, each with its
 * reason: another contract or no ticket mint (`wrong_contract`), other tickets such as another
 * show's (`wrong_token`), another wallet's mint of the same calldata (`wrong_minter`), tickets sent
 * elsewhere (`wrong_receiver`) or another number of them (`wrong_amount`).
 */
export async function verifyTicketMint(chain: Chain, txHash: Hash, expected: ExpectedTicketMint): Promise<VerifiedTicketMint> {
  const receipt = await confirmedReceipt(chain, txHash, { failed: TICKETS_TX_FAILED, unconfirmed: ticketsNotConfirmed });
  const mints = parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "TicketsMinted" }).filter((log) =>
    same(log.address, chain.contracts.TicketNFT),
  );
  if (mints.length === 0) throw new AppError("bad_request", NOT_A_TICKET_MINT, { reason: "wrong_contract" });
  const mint = mints.find((log) => log.args.uri === expected.uri);
  if (!mint) throw new AppError("bad_request", OTHER_TICKETS_MINTED, { reason: "wrong_token" });
  const { minter, to, amount, id } = mint.args;
  if (!same(minter, expected.wallet)) throw new AppError("bad_request", TICKETS_MINTED_BY_OTHER_WALLET, { reason: "wrong_minter" });
  if (!same(to, expected.wallet)) throw new AppError("bad_request", TICKETS_MINTED_TO_OTHER_WALLET, { reason: "wrong_receiver" });
  if (amount !== BigInt(expected.amount)) throw new AppError("bad_request", TICKETS_MINTED_OTHER_AMOUNT, { reason: "wrong_amount" });
  return { contract: mint.address.toLowerCase(), tokenId: id, blockNumber: receipt.blockNumber };
}
