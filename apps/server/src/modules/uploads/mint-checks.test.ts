import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http, parseEther, type Address, type Hash } from "viem";
import { inject } from "vitest";
import { ticketNFTAbi, ticketNFTBytecode, trackNFTAbi, trackNFTBytecode } from "@wbe3/contracts";
import { localChain } from "@wbe3/contracts/local-chain";
import { nftMints } from "@wbe3/db";
import { MINTED_BY_OTHER_WALLET, MINTED_OTHER_TOKEN, NOT_A_PLATFORM_MINT, type UploadRecord } from "@wbe3/domain";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signInWithWallet, testAccount } from "../../test/auth-helpers.ts";
import { uploadSteps } from "./upload-steps.ts";

// Each check of a mint confirmation, met by a transaction that passes every other check: the
// test fails if that one check is removed. Every test builds its own upload.
const firstAccount = testAccount(16);
const secondAccount = testAccount(17);
const { rpcUrl, chainId, deployment } = inject("anvil");
const chain = localChain(chainId, rpcUrl);
const firstWallet = createWalletClient({ account: firstAccount, chain, transport: http(rpcUrl) });
const secondWallet = createWalletClient({ account: secondAccount, chain, transport: http(rpcUrl) });

let t: TestApp;
let steps: ReturnType<typeof uploadSteps>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  steps = uploadSteps(t);
});
afterAll(() => t.close());

async function signedInArtist(account: typeof firstAccount, username: string): Promise<string> {
  const { cookie } = await signInWithWallet(t, account, "artist");
  await steps.profile(cookie, { username, name: username });
  return cookie;
}

/** The first artist's upload with its token metadata prepared: what a confirmation is checked against. */
async function preparedUpload(title: string, extra: Record<string, unknown> = {}) {
  const cookie = await signedInArtist(firstAccount, "first.artist");
  const upload = await steps.musicUpload(cookie, title, extra);
  const { tokenURI } = await steps.prepareMint(cookie, upload.id);
  return { cookie, upload, tokenURI };
}

async function isMinted(cookie: string, id: string): Promise<boolean | undefined> {
  const { uploads } = await steps.ok<{ uploads: UploadRecord[] }>(await t.request("/api/uploads/mine", { headers: { cookie } }));
  return uploads.find((u) => u.id === id)?.isMinted;
}

/** A second TrackNFT, byte for byte ours, deployed by someone else: same events, other address. */
async function deployLookAlike(): Promise<Address> {
  const hash = await secondWallet.deployContract({
    abi: trackNFTAbi,
    bytecode: trackNFTBytecode,
    args: [secondAccount.address, secondAccount.address],
  });
  const receipt = await t.deps.chain.client.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error("the look-alike contract was not deployed");
  return receipt.contractAddress;
}

/** A second TicketNFT (the editions contract), byte for byte ours, deployed by someone else. */
async function deployEditionsLookAlike(): Promise<Address> {
  const hash = await secondWallet.deployContract({
    abi: ticketNFTAbi,
    bytecode: ticketNFTBytecode,
    args: [secondAccount.address, secondAccount.address],
  });
  const receipt = await t.deps.chain.client.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error("the look-alike contract was not deployed");
  return receipt.contractAddress;
}

/** Mints `editions` copies of `tokenURI` as an ERC-1155 edition on a TicketNFT from `wallet`. */
async function mintEditionOnChain(wallet: typeof firstWallet, contract: Address, tokenURI: string, editions: number): Promise<Hash> {
  const hash = await wallet.writeContract({
    address: contract,
    abi: ticketNFTAbi,
    functionName: "mintEdition",
    args: [wallet.account.address, BigInt(editions), tokenURI, 1000n],
    value: parseEther("0.001") * BigInt(editions),
  });
  await t.deps.chain.client.waitForTransactionReceipt({ hash });
  return hash;
}

const refusedAs = async (res: Response, message: string) =>
  expect((await steps.refused(res, 400, "bad_request")).error.message).toBe(message);

describe("a mint confirmation", () => {
  it("is accepted for the artist's own mint of the upload's token on our TrackNFT", async () => {
    const { cookie, upload, tokenURI } = await preparedUpload("Control Track");
    const txHash = await steps.mintOnChain(firstWallet, deployment.TrackNFT, tokenURI);
    await steps.ok(await steps.confirmMint(cookie, upload.id, txHash));
    expect(await isMinted(cookie, upload.id)).toBe(true);
  });

  it("is refused when another wallet minted the same token URI", async () => {
    const { cookie, upload, tokenURI } = await preparedUpload("Copied Token");
    const txHash = await steps.mintOnChain(secondWallet, deployment.TrackNFT, tokenURI);
    await steps.refused(await steps.confirmMint(cookie, upload.id, txHash), 400, "bad_request");
    expect(await isMinted(cookie, upload.id)).toBe(false);
    expect(await t.db.select().from(nftMints)).not.toContainEqual(expect.objectContaining({ txHash: txHash.toLowerCase() }));
  });

  it("is refused when the mint came from a look-alike of our TrackNFT", async () => {
    const { cookie, upload, tokenURI } = await preparedUpload("Look-alike Contract");
    const lookAlike = await deployLookAlike();
    const txHash = await steps.mintOnChain(firstWallet, lookAlike, tokenURI);
    await steps.refused(await steps.confirmMint(cookie, upload.id, txHash), 400, "bad_request");
    expect(await isMinted(cookie, upload.id)).toBe(false);
  });

  it("is refused, as missing, when another artist confirms the upload with their own mint of its token", async () => {
    const { cookie, upload, tokenURI } = await preparedUpload("Not Yours");
    const second = await signedInArtist(secondAccount, "second.artist");
    const txHash = await steps.mintOnChain(secondWallet, deployment.TrackNFT, tokenURI);
    await steps.refused(await steps.confirmMint(second, upload.id, txHash), 404, "not_found");
    // Asked after the confirmation: preparing anew would change the token URI it is checked against.
    await steps.refused(await steps.json("POST", `/api/uploads/${upload.id}/metadata`, {}, second), 404, "not_found");
    expect(await isMinted(cookie, upload.id)).toBe(false);
  });
});

describe("an edition (ERC-1155) mint confirmation", () => {
  const editions = { nftType: "ERC1155", editions: 3 };

  it("is accepted for the artist's own edition of the upload's token on our editions contract", async () => {
    const { cookie, upload, tokenURI } = await preparedUpload("Control Edition", editions);
    const txHash = await mintEditionOnChain(firstWallet, deployment.TicketNFT, tokenURI, 3);
    await steps.ok(await steps.confirmMint(cookie, upload.id, txHash));
    expect(await isMinted(cookie, upload.id)).toBe(true);
    const [mint] = (await t.db.select().from(nftMints)).filter((row) => row.txHash === txHash.toLowerCase());
    expect(mint).toMatchObject({ contract: deployment.TicketNFT.toLowerCase(), minter: firstAccount.address.toLowerCase() });
  });

  it("is refused when the edition came from a look-alike of our editions contract", async () => {
    const { cookie, upload, tokenURI } = await preparedUpload("Look-alike Edition", editions);
    const lookAlike = await deployEditionsLookAlike();
    const txHash = await mintEditionOnChain(firstWallet, lookAlike, tokenURI, 3);
    await refusedAs(await steps.confirmMint(cookie, upload.id, txHash), NOT_A_PLATFORM_MINT);
    expect(await isMinted(cookie, upload.id)).toBe(false);
  });

  it("is refused for another token's edition, and for another wallet's edition of this token", async () => {
    const { cookie, upload, tokenURI } = await preparedUpload("Someone's Edition", editions);
    const other = await mintEditionOnChain(firstWallet, deployment.TicketNFT, `${tokenURI}-other`, 1);
    await refusedAs(await steps.confirmMint(cookie, upload.id, other), MINTED_OTHER_TOKEN);
    const copied = await mintEditionOnChain(secondWallet, deployment.TicketNFT, tokenURI, 1);
    await refusedAs(await steps.confirmMint(cookie, upload.id, copied), MINTED_BY_OTHER_WALLET);
    expect(await isMinted(cookie, upload.id)).toBe(false);
  });

  it("is refused when the token was minted as the other standard", async () => {
    const edition = await preparedUpload("Edition Minted As Track", editions);
    const asTrack = await steps.mintOnChain(firstWallet, deployment.TrackNFT, edition.tokenURI);
    await refusedAs(await steps.confirmMint(edition.cookie, edition.upload.id, asTrack), NOT_A_PLATFORM_MINT);
    const track = await preparedUpload("Track Minted As Edition");
    const asEdition = await mintEditionOnChain(firstWallet, deployment.TicketNFT, track.tokenURI, 1);
    await refusedAs(await steps.confirmMint(track.cookie, track.upload.id, asEdition), NOT_A_PLATFORM_MINT);
  });
});
