import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeFunctionData, keccak256, parseEther, toHex, zeroAddress, type Address, type Hash } from "viem";
import { ticketNFTAbi, trackNFTAbi, wbe3PaymentsAbi, wbe3PaymentsBytecode, wbe3TokenAbi } from "@wbe3/contracts";
import { chainCursors, chainPayments } from "@wbe3/db";
import type { OwnedNftsResponse } from "@wbe3/domain";
import { createTestApp, testChain, type TestApp } from "../../test/test-app.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { createLogger } from "../../lib/logger.ts";
import { verifyAndRecordPayment } from "./payment-verifier.ts";
import { syncHoldings } from "./transfer-indexer.ts";
import { resetChainIndex } from "./holdings-repo.ts";
import { readTokenBalance } from "./token-reads.ts";

// Accounts 11-14 belong to this file (see chain-actors.ts).
const actors = chainActors([11, 12, 13, 14]);
const [alice, bob] = actors.wallets as [(typeof actors.wallets)[0], (typeof actors.wallets)[0], (typeof actors.wallets)[0]];
const { deployment } = actors;
const MINT_FEE = parseEther("0.001");
const logger = createLogger("silent");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function mined(hash: Hash) {
  const receipt = await t.deps.chain.client.waitForTransactionReceipt({ hash });
  return receipt;
}

async function nftsOf(address: Address): Promise<OwnedNftsResponse> {
  const res = await t.request(`/api/wallets/${address}/nfts`);
  expect(res.status).toBe(200);
  return (await res.json()) as OwnedNftsResponse;
}

describe("owned NFTs from the transfer index", () => {
  it("follows a track through mint, transfer and burn", async () => {
    const uri = `ipfs://bafy-track-${Date.now()}`;
    await mined(await alice.writeContract({ address: deployment.TrackNFT, abi: trackNFTAbi, functionName: "mintTrack", args: [uri], value: MINT_FEE }));
    const afterMint = await nftsOf(actors.address(0));
    expect(afterMint.error).toBeNull();
    const minted = afterMint.nfts.find((n) => n.tokenURI === uri);
    expect(minted).toMatchObject({ type: "music", standard: "erc721", owner: actors.address(0).toLowerCase(), contractAddress: deployment.TrackNFT.toLowerCase() });
    const tokenId = BigInt(minted?.tokenId ?? "0");

    await mined(await alice.writeContract({ address: deployment.TrackNFT, abi: trackNFTAbi, functionName: "transferFrom", args: [actors.address(0), actors.address(1), tokenId] }));
    expect((await nftsOf(actors.address(0))).nfts.some((n) => n.tokenId === tokenId.toString())).toBe(false);
    expect((await nftsOf(actors.address(1))).nfts.find((n) => n.tokenId === tokenId.toString())?.tokenURI).toBe(uri);

    await mined(await bob.writeContract({ address: deployment.TrackNFT, abi: trackNFTAbi, functionName: "burn", args: [tokenId] }));
    expect((await nftsOf(actors.address(1))).nfts.some((n) => n.tokenId === tokenId.toString() && n.standard === "erc721")).toBe(false);
  });

  it("keeps ERC-1155 balances per holder", async () => {
    const uri = `ipfs://bafy-ticket-${Date.now()}`;
    await mined(await alice.writeContract({ address: deployment.TicketNFT, abi: ticketNFTAbi, functionName: "mintTicket", args: [actors.address(0), 3n, uri], value: MINT_FEE * 3n }));
    const ticket = (await nftsOf(actors.address(0))).nfts.find((n) => n.tokenURI === uri);
    expect(ticket).toMatchObject({ type: "edition", standard: "erc1155", balance: "3" });
    const id = BigInt(ticket?.tokenId ?? "0");
    await mined(await alice.writeContract({ address: deployment.TicketNFT, abi: ticketNFTAbi, functionName: "safeTransferFrom", args: [actors.address(0), actors.address(2), id, 1n, "0x"] }));
    expect((await nftsOf(actors.address(0))).nfts.find((n) => n.tokenId === id.toString() && n.standard === "erc1155")?.balance).toBe("2");
    expect((await nftsOf(actors.address(2))).nfts.find((n) => n.tokenId === id.toString() && n.standard === "erc1155")).toMatchObject({ balance: "1", tokenURI: uri });
  });

  it("persists its cursor and re-scans without applying anything twice", async () => {
    await syncHoldings(t.db, t.deps.chain, logger);
    const before = await nftsOf(actors.address(0));
    const cursors = await t.db.select().from(chainCursors);
    expect(cursors.map((c) => c.contract).sort()).toEqual([deployment.TicketNFT.toLowerCase(), deployment.TrackNFT.toLowerCase()].sort());
    const head = await t.deps.chain.client.getBlockNumber();
    for (const cursor of cursors) expect(cursor.lastBlock).toBe(head);
    // Forget the cursors, as after a lost checkpoint: a full re-scan must change nothing.
    await t.db.delete(chainCursors);
    await syncHoldings(t.db, t.deps.chain, logger);
    expect(await nftsOf(actors.address(0))).toEqual(before);
  });

  it("forgets its index for a chain that was deployed anew, and rebuilds it", async () => {
    const before = await nftsOf(actors.address(0));
    await resetChainIndex(t.db, t.deps.chain.chainId);
    expect(await t.db.select().from(chainCursors)).toEqual([]);
    expect(await nftsOf(actors.address(0))).toEqual(before);
  });

  it("rejects an invalid wallet address with the SPEC message", async () => {
    const res = await t.request("/api/wallets/0x123/nfts");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request", message: "Invalid Ethereum address format: 0x123" } });
  });
});

describe("balances and config", () => {
  it("reads WBE3 and ETH balances", async () => {
    const res = await t.request(`/api/wallets/${actors.address(0)}/balance`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { wbe3: { decimals: number; formatted: string } | null; eth: { raw: string } };
    expect(body.wbe3?.decimals).toBe(18);
    expect(body.wbe3?.formatted).toMatch(/^[0-9,]+\.[0-9]{2}$/);
    expect(BigInt(body.eth.raw)).toBeGreaterThan(0n);
  });

  it("answers null, not an error, when no contract lives at the token address", async () => {
    const chain = testChain({ contracts: { ...deployment, WBE3Token: "0x000000000000000000000000000000000000dEaD" } });
    expect(await readTokenBalance(chain, actors.address(0), logger)).toBeNull();
  });

  it("serves the chain, contracts and mint fees to the browser", async () => {
    const config = (await (await t.request("/api/config")).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      chainId: actors.chain.id,
      rpcUrl: "/api/rpc",
      localMode: true,
      wallets: { walletConnect: null, coinbaseWallet: false },
      contracts: { TrackNFT: deployment.TrackNFT, WBE3Payments: deployment.WBE3Payments },
      fees: { trackMintWei: MINT_FEE.toString(), ticketMintWei: MINT_FEE.toString() },
    });
    const health = (await (await t.request("/api/health")).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ chainId: actors.chain.id, contracts: { WBE3Token: deployment.WBE3Token } });
  });
});

describe("the local RPC proxy", () => {
  const rpc = (body: unknown) => t.request("/api/rpc", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("forwards read methods", async () => {
    const res = await rpc({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] });
    expect(await res.json()).toMatchObject({ result: toHex(actors.chain.id) });
  });

  it("refuses node-control methods and malformed bodies", async () => {
    expect((await rpc({ jsonrpc: "2.0", id: 1, method: "anvil_setBalance", params: [zeroAddress, "0x1"] })).status).toBe(403);
    expect((await rpc([{ jsonrpc: "2.0", id: 1, method: "eth_chainId" }, { jsonrpc: "2.0", id: 2, method: "evm_mine" }])).status).toBe(403);
    expect((await rpc({ hello: "world" })).status).toBe(400);
  });
});

describe("payment verification", () => {
  const payee = () => actors.address(3);
  let nonce = 0;
  const newOrder = () => keccak256(toHex(`order-${Date.now()}-${nonce++}`));

  async function pay(orderId: `0x${string}`, amount: bigint, to: Address = payee(), payments: Address = deployment.WBE3Payments) {
    await mined(await alice.writeContract({ address: deployment.WBE3Token, abi: wbe3TokenAbi, functionName: "approve", args: [payments, amount] }));
    return mined(await alice.writeContract({ address: payments, abi: wbe3PaymentsAbi, functionName: "pay", args: [orderId, to, amount] }));
  }

  beforeAll(async () => {
    // The deployer (dev account 0) holds demo WBE3; give this file's payer some.
    const [deployer] = chainActors([0]).wallets;
    if (!deployer) throw new Error("no deployer account");
    await mined(await deployer.writeContract({ address: deployment.WBE3Token, abi: wbe3TokenAbi, functionName: "transfer", args: [actors.address(0), parseEther("500")] }));
  });

  it("accepts a matching payment once and records it", async () => {
    const orderId = newOrder();
    const receipt = await pay(orderId, parseEther("5"));
    const verified = await verifyAndRecordPayment(t.db, t.deps.chain, receipt.transactionHash, { orderId, payee: payee(), amount: parseEther("5"), payer: actors.address(0) });
    expect(verified).toMatchObject({ amount: parseEther("5"), payer: actors.address(0) });
    const rows = await t.db.select().from(chainPayments);
    expect(rows.filter((r) => r.txHash === receipt.transactionHash.toLowerCase())).toHaveLength(1);
    await expect(verifyAndRecordPayment(t.db, t.deps.chain, receipt.transactionHash, { orderId, payee: payee(), amount: parseEther("5") })).rejects.toMatchObject({ code: "conflict" });
  });

  it("rejects a wrong payee, amount, order or payer", async () => {
    const orderId = newOrder();
    const { transactionHash } = await pay(orderId, parseEther("2"));
    const expected = { orderId, payee: payee(), amount: parseEther("2") };
    const reject = (over: object) => verifyAndRecordPayment(t.db, t.deps.chain, transactionHash, { ...expected, ...over });
    await expect(reject({ payee: actors.address(1) })).rejects.toThrow(/different recipient/);
    await expect(reject({ amount: parseEther("3") })).rejects.toThrow(/2\.00 WBE3; 3\.00 WBE3 was due/);
    await expect(reject({ orderId: newOrder() })).rejects.toThrow(/different order/);
    await expect(reject({ payer: actors.address(1) })).rejects.toThrow(/different wallet/);
    expect((await t.db.select().from(chainPayments)).some((r) => r.txHash === transactionHash.toLowerCase())).toBe(false);
  });

  it("rejects a payment through another contract, a plain transfer, an unknown and a reverted transaction", async () => {
    // A look-alike payments contract emitting the same event is not ours.
    const fakeHash = await alice.deployContract({ abi: wbe3PaymentsAbi, bytecode: wbe3PaymentsBytecode, args: [deployment.WBE3Token] });
    const fake = (await mined(fakeHash)).contractAddress as Address;
    const orderId = newOrder();
    const viaFake = await pay(orderId, parseEther("1"), payee(), fake);
    await expect(verifyAndRecordPayment(t.db, t.deps.chain, viaFake.transactionHash, { orderId, payee: payee(), amount: parseEther("1") })).rejects.toThrow(/not a WBE3 payment/);

    const transfer = await mined(await alice.writeContract({ address: deployment.WBE3Token, abi: wbe3TokenAbi, functionName: "transfer", args: [payee(), parseEther("1")] }));
    await expect(verifyAndRecordPayment(t.db, t.deps.chain, transfer.transactionHash, { orderId, payee: payee(), amount: parseEther("1") })).rejects.toThrow(/not a WBE3 payment/);

    await expect(verifyAndRecordPayment(t.db, t.deps.chain, keccak256(toHex("nothing")), { orderId, payee: payee(), amount: 1n })).rejects.toMatchObject({ code: "not_found" });

    // Paying an already-paid order reverts on chain; send it with fixed gas so it is mined.
    const paid = newOrder();
    await pay(paid, parseEther("1"));
    const revertedHash = await alice.sendTransaction({
      to: deployment.WBE3Payments,
      data: encodeFunctionData({ abi: wbe3PaymentsAbi, functionName: "pay", args: [paid, payee(), parseEther("1")] }),
      gas: 200_000n,
    });
    expect((await mined(revertedHash)).status).toBe("reverted");
    await expect(verifyAndRecordPayment(t.db, t.deps.chain, revertedHash, { orderId: paid, payee: payee(), amount: parseEther("1") })).rejects.toThrow(/failed on the chain/);
  });

  it("waits for the configured confirmations", async () => {
    const orderId = newOrder();
    const { transactionHash } = await pay(orderId, parseEther("1"));
    const strict = testChain({ confirmations: 3 });
    await expect(verifyAndRecordPayment(t.db, strict, transactionHash, { orderId, payee: payee(), amount: parseEther("1") })).rejects.toThrow(/needs 3 confirmations and has 1/);
    await actors.testClient.mine({ blocks: 2 });
    await expect(verifyAndRecordPayment(t.db, strict, transactionHash, { orderId, payee: payee(), amount: parseEther("1") })).resolves.toMatchObject({ orderId });
  });
});
