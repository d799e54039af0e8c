import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  encodeFunctionData,
  getAddress,
  keccak256,
  parseEther,
  toHex,
  zeroAddress,
  zeroHash,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import {
  paymentQuoteTypedData,
  platformSignerDevAccount,
  wbe3PaymentsAbi,
  wbe3PaymentsBytecode,
  wbe3TokenAbi,
  type PaymentQuote,
} from "@wbe3/contracts";
import { chainPayments } from "@wbe3/db";
import { createTestApp, testChain, type TestApp } from "../../test/test-app.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { verifyAndRecordPayment } from "./service.ts";

// Accounts 18 (payer) and 19 (payee) belong to this file (see chain-actors.ts).
const actors = chainActors([18, 19]);
const [alice] = actors.wallets as [(typeof actors.wallets)[0], (typeof actors.wallets)[0]];
const { deployment } = actors;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function mined(hash: Hash) {
  const receipt = await t.deps.chain.client.waitForTransactionReceipt({ hash });
  return receipt;
}

describe("payment verification", () => {
  const payee = () => actors.address(1);
  let nonce = 0;
  const newOrder = () => keccak256(toHex(`order-${Date.now()}-${nonce++}`));

  /** The platform's signed quote for alice paying `amount` to `to` through `payments`. */
  async function signedQuote(orderId: Hex, amount: bigint, to: Address, payments: Address): Promise<[PaymentQuote, Hex]> {
    const quote: PaymentQuote = {
      orderId,
      payer: getAddress(actors.address(0)),
      token: deployment.WBE3Token,
      amount,
      payee: to,
      fee: 0n,
      feeRecipient: zeroAddress,
      deadline: BigInt(Math.floor(Date.now() / 1000) + 900),
      series: zeroHash,
      previous: zeroHash,
    };
    const chainId = await t.deps.chain.client.getChainId();
    return [quote, await platformSignerDevAccount().signTypedData(paymentQuoteTypedData(quote, { chainId, payments }))];
  }

  async function pay(orderId: Hex, amount: bigint, to: Address = payee(), payments: Address = deployment.WBE3Payments) {
    await mined(
      await alice.writeContract({ address: deployment.WBE3Token, abi: wbe3TokenAbi, functionName: "approve", args: [payments, amount] }),
    );
    const args = await signedQuote(orderId, amount, to, payments);
    return mined(await alice.writeContract({ address: payments, abi: wbe3PaymentsAbi, functionName: "pay", args }));
  }

  beforeAll(async () => {
    // The deployer (dev account 0) holds demo WBE3; give this file's payer some.
    const [deployer] = chainActors([0]).wallets;
    if (!deployer) throw new Error("no deployer account");
    await mined(
      await deployer.writeContract({
        address: deployment.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "transfer",
        args: [actors.address(0), parseEther("500")],
      }),
    );
  });

  it("accepts a matching payment once and records it", async () => {
    const orderId = newOrder();
    const receipt = await pay(orderId, parseEther("5"));
    const verified = await verifyAndRecordPayment(t.db, t.deps.chain, receipt.transactionHash, {
      orderId,
      payee: payee(),
      amount: parseEther("5"),
      payer: actors.address(0),
    });
    expect(verified).toMatchObject({ amount: parseEther("5"), payer: actors.address(0) });
    const rows = await t.db.select().from(chainPayments);
    expect(rows.filter((r) => r.txHash === receipt.transactionHash.toLowerCase())).toHaveLength(1);
    await expect(
      verifyAndRecordPayment(t.db, t.deps.chain, receipt.transactionHash, { orderId, payee: payee(), amount: parseEther("5") }),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("rejects a wrong payee, amount, order or payer", async () => {
    const orderId = newOrder();
    const { transactionHash } = await pay(orderId, parseEther("2"));
    const expected = { orderId, payee: payee(), amount: parseEther("2") };
    const reject = (over: object) => verifyAndRecordPayment(t.db, t.deps.chain, transactionHash, { ...expected, ...over });
    await expect(reject({ payee: actors.address(0) })).rejects.toThrow(/different recipient/);
    await expect(reject({ amount: parseEther("3") })).rejects.toThrow(/2\.00 WBE3; 3\.00 WBE3 was due/);
    await expect(reject({ orderId: newOrder() })).rejects.toThrow(/different order/);
    await expect(reject({ payer: actors.address(1) })).rejects.toThrow(/different wallet/);
    expect((await t.db.select().from(chainPayments)).some((r) => r.txHash === transactionHash.toLowerCase())).toBe(false);
  });

  it("rejects a payment through another contract, a plain transfer, an unknown and a reverted transaction", async () => {
    // A look-alike payments contract emitting the same event is not ours.
    const fakeHash = await alice.deployContract({
      abi: wbe3PaymentsAbi,
      bytecode: wbe3PaymentsBytecode,
      args: [deployment.WBE3Token, actors.address(0), platformSignerDevAccount().address],
    });
    const fake = (await mined(fakeHash)).contractAddress as Address;
    const orderId = newOrder();
    const viaFake = await pay(orderId, parseEther("1"), payee(), fake);
    await expect(
      verifyAndRecordPayment(t.db, t.deps.chain, viaFake.transactionHash, { orderId, payee: payee(), amount: parseEther("1") }),
    ).rejects.toThrow(/not a WBE3 payment/);

    const transfer = await mined(
      await alice.writeContract({
        address: deployment.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "transfer",
        args: [payee(), parseEther("1")],
      }),
    );
    await expect(
      verifyAndRecordPayment(t.db, t.deps.chain, transfer.transactionHash, { orderId, payee: payee(), amount: parseEther("1") }),
    ).rejects.toThrow(/not a WBE3 payment/);

    await expect(
      verifyAndRecordPayment(t.db, t.deps.chain, keccak256(toHex("nothing")), { orderId, payee: payee(), amount: 1n }),
    ).rejects.toMatchObject({ code: "not_found" });

    // Paying an already-paid order reverts on chain; send it with fixed gas so it is mined.
    const paid = newOrder();
    await pay(paid, parseEther("1"));
    const revertedHash = await alice.sendTransaction({
      to: deployment.WBE3Payments,
      data: encodeFunctionData({
        abi: wbe3PaymentsAbi,
        functionName: "pay",
        args: await signedQuote(paid, parseEther("1"), payee(), deployment.WBE3Payments),
      }),
      gas: 200_000n,
    });
    expect((await mined(revertedHash)).status).toBe("reverted");
    await expect(
      verifyAndRecordPayment(t.db, t.deps.chain, revertedHash, { orderId: paid, payee: payee(), amount: parseEther("1") }),
    ).rejects.toThrow(/failed on the chain/);
  });

  it("waits for the configured confirmations", async () => {
    const orderId = newOrder();
    const { transactionHash } = await pay(orderId, parseEther("1"));
    const strict = testChain({ confirmations: 3 });
    await expect(
      verifyAndRecordPayment(t.db, strict, transactionHash, { orderId, payee: payee(), amount: parseEther("1") }),
    ).rejects.toThrow(/needs 3 confirmations and has 1/);
    await actors.testClient.mine({ blocks: 2 });
    await expect(
      verifyAndRecordPayment(t.db, strict, transactionHash, { orderId, payee: payee(), amount: parseEther("1") }),
    ).resolves.toMatchObject({ orderId });
  });
});
