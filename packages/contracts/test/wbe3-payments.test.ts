import { describe, expect, it } from "vitest";
import { keccak256, parseEther, parseEventLogs, stringToHex, zeroAddress } from "viem";
import { wbe3PaymentsAbi } from "../src/generated/WBE3Payments.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import { signPermit } from "./helpers/sign-permit.ts";

const chain = useDeployedChain();
const orderId = (label: string) => keccak256(stringToHex(label));
const PRICE = parseEther("12.5");
const FAR_FUTURE = 2n ** 63n;

function parties(fixture: ChainFixture) {
  const { alice: buyer, bob: seller, carol: relayer } = fixture.accounts;
  return { buyer, seller, relayer };
}

describe("WBE3Payments.pay", () => {
  it("moves the amount from payer to payee and emits OrderPaid binding order, payer, payee, amount and token", async () => {
    const fixture = chain();
    const { buyer, seller } = parties(fixture);
    const { token, payments } = fixture.contractsAs(buyer);
    const [buyerBefore, sellerBefore] = [await token.read.balanceOf([buyer.address]), await token.read.balanceOf([seller.address])];

    await fixture.mined(token.write.approve([payments.address, PRICE]));
    const receipt = await fixture.mined(payments.write.pay([orderId("order-1"), seller.address, PRICE]));

    const events = parseEventLogs({ abi: wbe3PaymentsAbi, logs: receipt.logs, eventName: "OrderPaid" });
    expect(events).toHaveLength(1);
    expect(events[0]?.address).toBe(payments.address.toLowerCase());
    expect(events[0]?.args).toEqual({
      orderId: orderId("order-1"),
      payer: buyer.address,
      payee: seller.address,
      amount: PRICE,
      token: fixture.deployment.WBE3Token,
    });
    expect(await token.read.balanceOf([buyer.address])).toBe(buyerBefore - PRICE);
    expect(await token.read.balanceOf([seller.address])).toBe(sellerBefore + PRICE);
    expect(await token.read.balanceOf([payments.address])).toBe(0n);
    expect(await payments.read.isPaid([orderId("order-1")])).toBe(true);
    expect(await payments.read.payerOf([orderId("order-1")])).toBe(buyer.address);
    expect(await payments.read.isPaid([orderId("order-2")])).toBe(false);
    expect(await payments.read.token()).toBe(fixture.deployment.WBE3Token);
  });

  it("refuses to pay an order id twice, whoever pays", async () => {
    const fixture = chain();
    const { buyer, seller, relayer } = parties(fixture);
    const asBuyer = fixture.contractsAs(buyer);
    await fixture.mined(asBuyer.token.write.approve([asBuyer.payments.address, PRICE * 2n]));
    await fixture.mined(asBuyer.payments.write.pay([orderId("once"), seller.address, PRICE]));

    await expectRevert(asBuyer.payments.write.pay([orderId("once"), seller.address, PRICE]), "OrderAlreadyPaid", [orderId("once")]);
    const asOther = fixture.contractsAs(relayer);
    await fixture.mined(asOther.token.write.approve([asOther.payments.address, PRICE]));
    await expectRevert(asOther.payments.write.pay([orderId("once"), seller.address, PRICE]), "OrderAlreadyPaid", [orderId("once")]);
  });

  it("rejects a zero amount and a zero payee", async () => {
    const fixture = chain();
    const { buyer, seller } = parties(fixture);
    const { token, payments } = fixture.contractsAs(buyer);
    await fixture.mined(token.write.approve([payments.address, PRICE]));
    await expectRevert(payments.write.pay([orderId("zero"), seller.address, 0n]), "ZeroAmount");
    await expectRevert(payments.write.pay([orderId("zero"), zeroAddress, PRICE]), "ZeroPayee");
  });

  it("fails with the token's error when the allowance or the balance is short", async () => {
    const fixture = chain();
    const { buyer, seller } = parties(fixture);
    const { token, payments } = fixture.contractsAs(buyer);
    await expectRevert(payments.write.pay([orderId("no-allowance"), seller.address, PRICE]), "ERC20InsufficientAllowance", [
      payments.address,
      0n,
      PRICE,
    ]);
    await fixture.mined(token.write.approve([payments.address, PRICE - 1n]));
    await expectRevert(payments.write.pay([orderId("short"), seller.address, PRICE]), "ERC20InsufficientAllowance", [
      payments.address,
      PRICE - 1n,
      PRICE,
    ]);

    const balance = await token.read.balanceOf([buyer.address]);
    await fixture.mined(token.write.approve([payments.address, balance + 1n]));
    await expectRevert(payments.write.pay([orderId("broke"), seller.address, balance + 1n]), "ERC20InsufficientBalance", [
      buyer.address,
      balance,
      balance + 1n,
    ]);
    expect(await payments.read.isPaid([orderId("broke")])).toBe(false);
  });
});

describe("WBE3Payments.payWithPermit", () => {
  it("pays in one transaction from a permit signature, without a prior approve", async () => {
    const fixture = chain();
    const { buyer, seller } = parties(fixture);
    const { token, payments } = fixture.contractsAs(buyer);
    const { v, r, s } = await signPermit(buyer, {
      token: token.address,
      chainId: fixture.chain.id,
      spender: payments.address,
      value: PRICE,
      nonce: 0n,
      deadline: FAR_FUTURE,
    });

    const receipt = await fixture.mined(payments.write.payWithPermit([orderId("permit"), seller.address, PRICE, FAR_FUTURE, v, r, s]));

    const [event] = parseEventLogs({ abi: wbe3PaymentsAbi, logs: receipt.logs, eventName: "OrderPaid" });
    expect(event?.args).toMatchObject({ orderId: orderId("permit"), payer: buyer.address, payee: seller.address, amount: PRICE });
    expect(await token.read.allowance([buyer.address, payments.address])).toBe(0n);
  });

  it("still pays when someone front-ran the same permit, since the allowance it granted stands", async () => {
    const fixture = chain();
    const { buyer, seller, relayer } = parties(fixture);
    const { payments } = fixture.contractsAs(buyer);
    const permit = await signPermit(buyer, {
      token: fixture.deployment.WBE3Token,
      chainId: fixture.chain.id,
      spender: payments.address,
      value: PRICE,
      nonce: 0n,
      deadline: FAR_FUTURE,
    });
    const { token: asRelayer } = fixture.contractsAs(relayer);
    await fixture.mined(asRelayer.write.permit([buyer.address, payments.address, PRICE, FAR_FUTURE, permit.v, permit.r, permit.s]));

    await fixture.mined(
      payments.write.payWithPermit([orderId("front-run"), seller.address, PRICE, FAR_FUTURE, permit.v, permit.r, permit.s]),
    );
    expect(await payments.read.payerOf([orderId("front-run")])).toBe(buyer.address);
  });

  it("fails with the token's error for a permit signed by someone else or expired", async () => {
    const fixture = chain();
    const { buyer, seller, relayer } = parties(fixture);
    const { payments } = fixture.contractsAs(buyer);
    const request = { token: fixture.deployment.WBE3Token, chainId: fixture.chain.id, spender: payments.address, value: PRICE, nonce: 0n };

    const forged = await signPermit(relayer, { ...request, deadline: FAR_FUTURE });
    await expectRevert(
      payments.write.payWithPermit([orderId("forged"), seller.address, PRICE, FAR_FUTURE, forged.v, forged.r, forged.s]),
      // The recovered signer is whatever address the mismatched signature maps to, so only the error is stable.
      "ERC2612InvalidSigner",
    );

    const expired = await signPermit(buyer, { ...request, deadline: 1n });
    await expectRevert(
      payments.write.payWithPermit([orderId("expired"), seller.address, PRICE, 1n, expired.v, expired.r, expired.s]),
      "ERC2612ExpiredSignature",
      [1n],
    );
    expect(await payments.read.isPaid([orderId("forged")])).toBe(false);
  });

  it("applies the same order, amount and payee rules as pay", async () => {
    const fixture = chain();
    const { buyer, seller } = parties(fixture);
    const { token, payments } = fixture.contractsAs(buyer);
    const sign = (nonce: bigint, value: bigint) =>
      signPermit(buyer, { token: token.address, chainId: fixture.chain.id, spender: payments.address, value, nonce, deadline: FAR_FUTURE });

    const first = await sign(0n, PRICE);
    await fixture.mined(payments.write.payWithPermit([orderId("p"), seller.address, PRICE, FAR_FUTURE, first.v, first.r, first.s]));
    const second = await sign(1n, PRICE);
    await expectRevert(
      payments.write.payWithPermit([orderId("p"), seller.address, PRICE, FAR_FUTURE, second.v, second.r, second.s]),
      "OrderAlreadyPaid",
      [orderId("p")],
    );
    const zero = await sign(1n, 0n);
    await expectRevert(payments.write.payWithPermit([orderId("z"), seller.address, 0n, FAR_FUTURE, zero.v, zero.r, zero.s]), "ZeroAmount");
  });
});
