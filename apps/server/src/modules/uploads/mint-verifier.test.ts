import { describe, expect, it } from "vitest";
import { decodeEventLog, encodeAbiParameters, encodeEventTopics, getAddress, parseEther, type Address, type Hash } from "viem";
import { ticketNFTAbi, ticketNFTBytecode, trackNFTAbi, trackNFTBytecode } from "@wbe3/contracts";
import { MINT_NOT_CONFIRMED, MINT_TX_FAILED, MINTED_BY_OTHER_WALLET, MINTED_OTHER_TOKEN, NOT_A_PLATFORM_MINT } from "@wbe3/domain";
import { chainActors } from "../../test/chain-actors.ts";
import { altered, refusal, verifierChain, type ReceiptLog } from "../../test/verifier-receipts.ts";
import { verifyMint } from "./mint-verifier.ts";

// Each check of the mint verifier, met by a mint that passes every other check, for both
// standards: our TrackNFT (ERC-721) and our editions contract TicketNFT (ERC-1155). No app, so
// mutation testing (decision 0022) runs it in a moment. Accounts of this file alone (see
// chain-actors.ts): 108 is the artist, 109 another wallet (and deploys the look-alikes).
const actors = chainActors([108, 109]);
type Wallet = (typeof actors.wallets)[number];
const [artist, other] = actors.wallets as [Wallet, Wallet];
const { chain, mined, chainAnswering } = verifierChain();
type Standard = "ERC721" | "ERC1155";

let uris = 0;
const freshUri = () => `ipfs://mint-verifier-${Date.now()}-${uris++}`;

/** Mints `uri` from `wallet` on `contract` (ours for the standard unless given). */
async function mint(wallet: Wallet, standard: Standard, uri: string, contract?: Address): Promise<Hash> {
  const hash =
    standard === "ERC721"
      ? await wallet.writeContract({
          address: contract ?? chain.contracts.TrackNFT,
          abi: trackNFTAbi,
          functionName: "mintTrackWithRoyalty",
          args: [uri, 500n],
          value: parseEther("0.001"),
        })
      : await wallet.writeContract({
          address: contract ?? chain.contracts.TicketNFT,
          abi: ticketNFTAbi,
          functionName: "mintEdition",
          args: [wallet.account.address, 2n, uri, 500n],
          value: parseEther("0.002"),
        });
  await mined(hash);
  return hash;
}

/** A byte-for-byte copy of our contract for the standard, deployed by another wallet. */
async function lookAlike(standard: Standard): Promise<Address> {
  const args = [other.account.address, other.account.address] as const;
  const hash =
    standard === "ERC721"
      ? await other.deployContract({ abi: trackNFTAbi, bytecode: trackNFTBytecode, args })
      : await other.deployContract({ abi: ticketNFTAbi, bytecode: ticketNFTBytecode, args });
  const { contractAddress } = await mined(hash);
  if (!contractAddress) throw new Error("the look-alike was not deployed");
  return getAddress(contractAddress);
}

const notOurs = { code: "bad_request", reason: "wrong_contract", message: NOT_A_PLATFORM_MINT };
const otherToken = { code: "bad_request", reason: "wrong_token", message: MINTED_OTHER_TOKEN };
const otherMinter = { code: "bad_request", reason: "wrong_minter", message: MINTED_BY_OTHER_WALLET };

/** The mint log with another token URI and minter (its copy with those changed). */
function mintLogWith(standard: Standard, log: ReceiptLog, changes: { uri?: string; minter?: Address }): ReceiptLog {
  if (standard === "ERC721") {
    const { args } = decodeEventLog({ abi: trackNFTAbi, eventName: "TrackMinted", data: log.data, topics: log.topics });
    const next = { ...args, tokenURI: changes.uri ?? args.tokenURI, minter: changes.minter ?? args.minter };
    return {
      ...log,
      topics: encodeEventTopics({ abi: trackNFTAbi, eventName: "TrackMinted", args: next }) as ReceiptLog["topics"],
      data: encodeAbiParameters([{ type: "string" }, { type: "uint96" }], [next.tokenURI, next.royaltyBps]),
    };
  }
  const { args } = decodeEventLog({ abi: ticketNFTAbi, eventName: "EditionMinted", data: log.data, topics: log.topics });
  const next = { ...args, uri: changes.uri ?? args.uri, minter: changes.minter ?? args.minter };
  return {
    ...log,
    topics: encodeEventTopics({ abi: ticketNFTAbi, eventName: "EditionMinted", args: next }) as ReceiptLog["topics"],
    data: encodeAbiParameters([{ type: "uint256" }, { type: "string" }, { type: "uint96" }], [next.amount, next.uri, next.royaltyBps]),
  };
}

const mintTopic = (standard: Standard) =>
  standard === "ERC721"
    ? encodeEventTopics({ abi: trackNFTAbi, eventName: "TrackMinted" })[0]
    : encodeEventTopics({ abi: ticketNFTAbi, eventName: "EditionMinted" })[0];

for (const standard of ["ERC721", "ERC1155"] as const) {
  const ours = () => (standard === "ERC721" ? chain.contracts.TrackNFT : chain.contracts.TicketNFT);
  const expected = (tokenUri: string, minter: Address = artist.account.address) => ({ minter, tokenUri, standard });

  describe(`a ${standard} mint`, () => {
    it("is verified for the artist's own mint of the token on our contract: contract and minter in lower case", async () => {
      const uri = freshUri();
      const hash = await mint(artist, standard, uri);
      const receipt = await chain.client.getTransactionReceipt({ hash });
      // The expected minter in lower case, the event's checksummed: the same wallet.
      const verified = await verifyMint(chain, hash, expected(uri, artist.account.address.toLowerCase() as Address));
      expect(verified).toMatchObject({
        contract: ours().toLowerCase(),
        minter: artist.account.address.toLowerCase(),
        blockNumber: receipt.blockNumber,
      });
      expect(verified.tokenId).toBeGreaterThan(0n);
    });

    it("is refused when it came from a look-alike of our contract", async () => {
      const uri = freshUri();
      const hash = await mint(artist, standard, uri, await lookAlike(standard));
      expect(await refusal(verifyMint(chain, hash, expected(uri)))).toEqual(notOurs);
    });

    it("is refused when it minted another token, or another wallet minted this one", async () => {
      const uri = freshUri();
      expect(await refusal(verifyMint(chain, await mint(artist, standard, freshUri()), expected(uri)))).toEqual(otherToken);
      expect(await refusal(verifyMint(chain, await mint(other, standard, uri), expected(uri)))).toEqual(otherMinter);
    });

    it("is refused when the transaction on our contract minted nothing (a transfer)", async () => {
      const uri = freshUri();
      const { tokenId } = await verifyMint(chain, await mint(artist, standard, uri), expected(uri));
      const [from, to] = [artist.account.address, other.account.address];
      const hash =
        standard === "ERC721"
          ? await artist.writeContract({ address: ours(), abi: trackNFTAbi, functionName: "transferFrom", args: [from, to, tokenId] })
          : await artist.writeContract({
              address: ours(),
              abi: ticketNFTAbi,
              functionName: "safeTransferFrom",
              args: [from, to, tokenId, 1n, "0x"],
            });
      await mined(hash);
      expect(await refusal(verifyMint(chain, hash, expected(uri)))).toEqual(notOurs);
    });

    it("is refused when the token was minted as the other standard", async () => {
      const uri = freshUri();
      const hash = await mint(artist, standard === "ERC721" ? "ERC1155" : "ERC721", uri);
      expect(await refusal(verifyMint(chain, hash, expected(uri)))).toEqual(notOurs);
    });

    it("finds this token's mint among several in one transaction, and checks that one's minter", async () => {
      const uri = freshUri();
      const hash = await mint(artist, standard, uri);
      const receipt = await chain.client.getTransactionReceipt({ hash });
      const isMint = (log: ReceiptLog) => log.topics[0] === mintTopic(standard);
      // Another token's mint first, by someone else: ours is still found, and is the artist's.
      const withOther = altered(receipt, (log) =>
        isMint(log) ? [mintLogWith(standard, log, { uri: freshUri(), minter: other.account.address }), log] : [log],
      );
      expect((await verifyMint(chainAnswering(withOther), hash, expected(uri))).minter).toBe(artist.account.address.toLowerCase());
      // This token minted by someone else, after an artist's mint of another: refused.
      const byOther = altered(receipt, (log) =>
        isMint(log)
          ? [mintLogWith(standard, log, { uri: freshUri() }), mintLogWith(standard, log, { minter: other.account.address })]
          : [log],
      );
      expect(await refusal(verifyMint(chainAnswering(byOther), hash, expected(uri)))).toEqual(otherMinter);
    });
  });
}

describe("a mint transaction", () => {
  it("is refused, saying which, when it failed or has too few confirmations", async () => {
    const uri = freshUri();
    const hash = await mint(artist, "ERC721", uri);
    const receipt = await chain.client.getTransactionReceipt({ hash });
    const expected = { minter: artist.account.address, tokenUri: uri, standard: "ERC721" as const };
    expect(await refusal(verifyMint(chainAnswering({ ...receipt, status: "reverted" }), hash, expected))).toEqual({
      code: "bad_request",
      reason: "tx_reverted",
      message: MINT_TX_FAILED,
    });
    const justMined = { ...chainAnswering(receipt, receipt.blockNumber), confirmations: 3 };
    expect(await refusal(verifyMint(justMined, hash, expected))).toEqual({
      code: "conflict",
      reason: "receipt_unconfirmed",
      message: MINT_NOT_CONFIRMED,
    });
  });
});
