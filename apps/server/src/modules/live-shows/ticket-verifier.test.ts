import { describe, expect, it } from "vitest";
import { getAddress, type Address, type Hash } from "viem";
import { ticketNFTAbi, ticketNFTBytecode } from "@wbe3/contracts";
import {
  NOT_A_TICKET_MINT,
  OTHER_TICKETS_MINTED,
  TICKET_MINT_FEE_WEI,
  TICKETS_MINTED_BY_OTHER_WALLET,
  TICKETS_MINTED_OTHER_AMOUNT,
  TICKETS_MINTED_TO_OTHER_WALLET,
  TICKETS_TX_FAILED,
  ticketsNotConfirmed,
} from "@wbe3/domain";
import { chainActors } from "../../test/chain-actors.ts";
import { refusal, verifierChain } from "../../test/verifier-receipts.ts";
import { verifyTicketMint } from "./ticket-verifier.ts";

// Each check of the ticket mint's verifier, met by a mint that passes every other check. No app,
// so mutation testing (decision 0022) decides its mutants in a moment. Accounts of this file alone
// (see chain-actors.ts): 145 is the artist, 147 another wallet (and deploys the look-alike).
const actors = chainActors([145, 147]);
type Wallet = (typeof actors.wallets)[number];
const [artist, other] = actors.wallets as [Wallet, Wallet];
const { chain, mined, chainAnswering } = verifierChain();

let uris = 0;
const freshUri = () => `ipfs://ticket-verifier-${Date.now()}-${uris++}`;

/** `mintTicket(to, amount, uri)` sent by `from`, on our TicketNFT unless another contract is given. */
async function mintTickets(from: Wallet, args: { to?: Address; amount?: number; uri: string; contract?: Address }): Promise<Hash> {
  const amount = BigInt(args.amount ?? 2);
  const hash = await from.writeContract({
    address: args.contract ?? chain.contracts.TicketNFT,
    abi: ticketNFTAbi,
    functionName: "mintTicket",
    args: [args.to ?? from.account.address, amount, args.uri],
    value: TICKET_MINT_FEE_WEI * amount,
  });
  await mined(hash);
  return hash;
}

/** What the show asked for: the artist mints two tickets of `uri` to their own wallet. */
const asked = (uri: string, wallet: string = artist.account.address) => ({ wallet, amount: 2, uri });
const refused = (reason: string, message: string) => ({ code: "bad_request", reason, message });

describe("a show's ticket mint", () => {
  it("is verified for the artist's own mint of the show's tickets on our contract, whatever the letter case", async () => {
    const uri = freshUri();
    const hash = await mintTickets(artist, { uri });
    const receipt = await chain.client.getTransactionReceipt({ hash });
    const verified = await verifyTicketMint(chain, hash, asked(uri, artist.account.address.toLowerCase()));
    expect(verified).toMatchObject({ contract: chain.contracts.TicketNFT.toLowerCase(), blockNumber: receipt.blockNumber });
    expect(verified.tokenId).toBeGreaterThan(0n);
  });

  it("is refused when a byte-for-byte copy of our TicketNFT, deployed by another wallet, minted it", async () => {
    const deployment = await other.deployContract({
      abi: ticketNFTAbi,
      bytecode: ticketNFTBytecode,
      args: [other.account.address, other.account.address],
    });
    const { contractAddress } = await mined(deployment);
    if (!contractAddress) throw new Error("the look-alike was not deployed");
    const uri = freshUri();
    const hash = await mintTickets(artist, { uri, contract: getAddress(contractAddress) });
    expect(await refusal(verifyTicketMint(chain, hash, asked(uri)))).toEqual(refused("wrong_contract", NOT_A_TICKET_MINT));
  });

  it("is refused when the transaction on our TicketNFT minted nothing (a transfer of tickets)", async () => {
    const uri = freshUri();
    const { tokenId } = await verifyTicketMint(chain, await mintTickets(artist, { uri }), asked(uri));
    const transfer = await artist.writeContract({
      address: chain.contracts.TicketNFT,
      abi: ticketNFTAbi,
      functionName: "safeTransferFrom",
      args: [artist.account.address, other.account.address, tokenId, 1n, "0x"],
    });
    await mined(transfer);
    expect(await refusal(verifyTicketMint(chain, transfer, asked(uri)))).toEqual(refused("wrong_contract", NOT_A_TICKET_MINT));
  });

  it("is refused, saying which, for other tickets, another minter, another receiver and another number", async () => {
    const uri = freshUri();
    const otherShows = await mintTickets(artist, { uri: freshUri() });
    expect(await refusal(verifyTicketMint(chain, otherShows, asked(uri)))).toEqual(refused("wrong_token", OTHER_TICKETS_MINTED));
    const byOther = await mintTickets(other, { uri, to: artist.account.address });
    expect(await refusal(verifyTicketMint(chain, byOther, asked(uri)))).toEqual(refused("wrong_minter", TICKETS_MINTED_BY_OTHER_WALLET));
    const elsewhere = await mintTickets(artist, { uri, to: other.account.address });
    expect(await refusal(verifyTicketMint(chain, elsewhere, asked(uri)))).toEqual(
      refused("wrong_receiver", TICKETS_MINTED_TO_OTHER_WALLET),
    );
    const three = await mintTickets(artist, { uri, amount: 3 });
    expect(await refusal(verifyTicketMint(chain, three, asked(uri)))).toEqual(refused("wrong_amount", TICKETS_MINTED_OTHER_AMOUNT));
  });

  it("is refused, saying which, when the transaction failed or has too few confirmations", async () => {
    const uri = freshUri();
    const hash = await mintTickets(artist, { uri });
    const receipt = await chain.client.getTransactionReceipt({ hash });
    const failed = chainAnswering({ ...receipt, status: "reverted" });
    expect(await refusal(verifyTicketMint(failed, hash, asked(uri)))).toEqual(refused("tx_reverted", TICKETS_TX_FAILED));
    const justMined = { ...chainAnswering(receipt, receipt.blockNumber), confirmations: 3 };
    expect(await refusal(verifyTicketMint(justMined, hash, asked(uri)))).toEqual({
      code: "conflict",
      reason: "receipt_unconfirmed",
      message: ticketsNotConfirmed(1),
    });
  });
});
