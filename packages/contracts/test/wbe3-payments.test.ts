import { describe, expect, it } from "vitest";
import {
  keccak256,
  parseEther,
  parseEventLogs,
  stringToHex,
  zeroAddress,
  zeroHash,
  type HDAccount,
  type Hex,
  type LocalAccount,
} from "viem";
import { wbe3PaymentsAbi } from "../src/generated/WBE3Payments.ts";
import { paymentQuoteTypedData, type PaymentQuote } from "../src/payment-quote.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import { chainNow } from "./helpers/marketplace.ts";
import { signPermit } from "./helpers/sign-permit.ts";

const chain = useDeployedChain();
const id32 = (label: string) => keccak256(stringToHex(label));
const PRICE = parseEther("12.5");
const FAR_FUTURE = 2n ** 63n;

function parties(fixture: ChainFixture) {
  const { alice: buyer, bob: seller, carol: stranger } = fixture.accounts;
  return { buyer, seller, stranger };
}

async function quoteFor(fixture: ChainFixture, label: string, fields: Partial<PaymentQuote> = {}): Promise<PaymentQuote> {
  const { buyer, seller } = parties(fixture);
  return {
    orderId: id32(label),
    payer: buyer.address,
    token: fixture.deployment.WBE3Token,
    amount: PRICE,
    payee: seller.address,
    fee: 0n,
    feeRecipient: zeroAddress,
    deadline: (await chainNow(fixture)) + 900n,
    series: zeroHash,
    previous: zeroHash,
    ...fields,
  };
}

function sign(fixture: ChainFixture, quote: PaymentQuote, signer: LocalAccount = fixture.accounts.platformSigner): Promise<Hex> {
  return signer.signTypedData(paymentQuoteTypedData(quote, { chainId: fixture.chain.id, payments: fixture.deployment.WBE3Payments }));
}

/** Approves the payments contract for `amount` from `who`, then answers its contracts. */
async function approved(fixture: ChainFixture, who: HDAccount, amount: bigint) {
  const contracts = fixture.contractsAs(who);
  await fixture.mined(contracts.token.write.approve([contracts.payments.address, amount]));
  return contracts;
}

describe("WBE3Payments.pay", () => {
  it("moves the quoted amount from payer to payee and emits OrderPaid binding order, payer, payee, amount and token", async () => {
    const fixture = chain();
    const { buyer, seller } = parties(fixture);
    const { token, payments } = await approved(fixture, buyer, PRICE);
    const [buyerBefore, sellerBefore] = [await token.read.balanceOf([buyer.address]), await token.read.balanceOf([seller.address])];
    const quote = await quoteFor(fixture, "order-1");

    const receipt = await fixture.mined(payments.write.pay([quote, await sign(fixture, quote)]));

    const events = parseEventLogs({ abi: wbe3PaymentsAbi, logs: receipt.logs, eventName: "OrderPaid" });
    expect(events).toHaveLength(1);
    expect(events[0]?.address).toBe(payments.address.toLowerCase());
    expect(events[0]?.args).toEqual({
      orderId: id32("order-1"),
      payer: buyer.address,
      payee: seller.address,
      amount: PRICE,
      token: fixture.deployment.WBE3Token,
      fee: 0n,
      feeRecipient: zeroAddress,
    });
    expect(await token.read.balanceOf([buyer.address])).toBe(buyerBefore - PRICE);
    expect(await token.read.balanceOf([seller.address])).toBe(sellerBefore + PRICE);
    expect(await token.read.balanceOf([payments.address])).toBe(0n);
    expect(await payments.read.isPaid([id32("order-1")])).toBe(true);
    expect(await payments.read.payerOf([id32("order-1")])).toBe(buyer.address);
    expect(await payments.read.isPaid([id32("order-2")])).toBe(false);
    expect(await payments.read.token()).toBe(fixture.deployment.WBE3Token);
  });

  it("refuses a stranger paying someone else's order, even 1 wei of it or with the signed quote", async () => {
    const fixture = chain();
    const { stranger } = parties(fixture);
    const { token, payments } = await approved(fixture, stranger, PRICE);
    const quote = await quoteFor(fixture, "burn-me");
    const signature = await sign(fixture, quote);
    const before = await token.read.balanceOf([stranger.address]);

    await expectRevert(payments.write.pay([quote, signature]), "WrongPayer", [quote.payer, stranger.address]);
    // Naming themselves as payer, or 1 wei, breaks the platform's signature.
    await expectRevert(payments.write.pay([{ ...quote, payer: stranger.address }, signature]), "InvalidQuoteSignature");
    await expectRevert(payments.write.pay([{ ...quote, payer: stranger.address, amount: 1n }, signature]), "InvalidQuoteSignature");
    expect(await payments.read.isPaid([quote.orderId])).toBe(false);
    expect(await token.read.balanceOf([stranger.address])).toBe(before);
  });

  it("refuses another amount, payee, token or deadline than the platform signed, and a quote signed by anyone else", async () => {
    const fixture = chain();
    const { buyer, stranger } = parties(fixture);
    const { payments } = await approved(fixture, buyer, PRICE * 2n);
    const quote = await quoteFor(fixture, "tampered");
    const signature = await sign(fixture, quote);

    await expectRevert(payments.write.pay([{ ...quote, amount: PRICE - 1n }, signature]), "InvalidQuoteSignature");
    await expectRevert(payments.write.pay([{ ...quote, payee: stranger.address }, signature]), "InvalidQuoteSignature");
    await expectRevert(payments.write.pay([{ ...quote, deadline: quote.deadline + 1n }, signature]), "InvalidQuoteSignature");
    await expectRevert(payments.write.pay([{ ...quote, previous: id32("other") }, signature]), "InvalidQuoteSignature");
    await expectRevert(payments.write.pay([{ ...quote, token: stranger.address }, signature]), "WrongToken", [stranger.address]);
    await expectRevert(payments.write.pay([quote, await sign(fixture, quote, stranger)]), "InvalidQuoteSignature");
    expect(await payments.read.isPaid([quote.orderId])).toBe(false);
  });

  it("refuses a quote after its deadline", async () => {
    const fixture = chain();
    const { buyer } = parties(fixture);
    const { payments } = await approved(fixture, buyer, PRICE);
    const quote = await quoteFor(fixture, "late", { deadline: (await chainNow(fixture)) - 1n });
    await expectRevert(payments.write.pay([quote, await sign(fixture, quote)]), "QuoteExpired", [quote.deadline]);
  });

  it("refuses to pay an order id twice", async () => {
    const fixture = chain();
    const { buyer } = parties(fixture);
    const { payments } = await approved(fixture, buyer, PRICE * 2n);
    const quote = await quoteFor(fixture, "once");
    const signature = await sign(fixture, quote);
    await fixture.mined(payments.write.pay([quote, signature]));
    await expectRevert(payments.write.pay([quote, signature]), "OrderAlreadyPaid", [quote.orderId]);
  });

  it("refuses a stale quote once another order of its series was paid, and chains the series", async () => {
    const fixture = chain();
    const { buyer } = parties(fixture);
    const { payments } = await approved(fixture, buyer, PRICE * 3n);
    const series = id32("membership-of-buyer");
    // Two orders priced from the same membership (say an upgrade and a renewal): only the first paid holds.
    const upgrade = await quoteFor(fixture, "upgrade", { series });
    const renewal = await quoteFor(fixture, "renewal", { series });
    await fixture.mined(payments.write.pay([renewal, await sign(fixture, renewal)]));
    expect(await payments.read.lastPaidIn([series])).toBe(renewal.orderId);

    await expectRevert(payments.write.pay([upgrade, await sign(fixture, upgrade)]), "StaleQuote", [series, zeroHash, renewal.orderId]);
    expect(await payments.read.isPaid([upgrade.orderId])).toBe(false);

    const next = await quoteFor(fixture, "after-renewal", { series, previous: renewal.orderId });
    await fixture.mined(payments.write.pay([next, await sign(fixture, next)]));
    expect(await payments.read.lastPaidIn([series])).toBe(next.orderId);
  });

  it("rejects a zero amount and a zero payee", async () => {
    const fixture = chain();
    const { buyer } = parties(fixture);
    const { payments } = await approved(fixture, buyer, PRICE);
    const zeroAmount = await quoteFor(fixture, "zero", { amount: 0n });
    await expectRevert(payments.write.pay([zeroAmount, await sign(fixture, zeroAmount)]), "ZeroAmount");
    const zeroPayee = await quoteFor(fixture, "zero", { payee: zeroAddress });
    await expectRevert(payments.write.pay([zeroPayee, await sign(fixture, zeroPayee)]), "ZeroPayee");
  });

  it("fails with the token's error when the allowance or the balance is short", async () => {
    const fixture = chain();
    const { buyer } = parties(fixture);
    const { token, payments } = fixture.contractsAs(buyer);
    const quote = await quoteFor(fixture, "no-allowance");
    await expectRevert(payments.write.pay([quote, await sign(fixture, quote)]), "ERC20InsufficientAllowance", [
      payments.address,
      0n,
      PRICE,
    ]);

    const balance = await token.read.balanceOf([buyer.address]);
    await fixture.mined(token.write.approve([payments.address, balance + 1n]));
    const broke = await quoteFor(fixture, "broke", { amount: balance + 1n });
    await expectRevert(payments.write.pay([broke, await sign(fixture, broke)]), "ERC20InsufficientBalance", [
      buyer.address,
      balance,
      balance + 1n,
    ]);
    expect(await payments.read.isPaid([broke.orderId])).toBe(false);
  });

  it("lets only the owner change the platform signer", async () => {
    const fixture = chain();
    const { stranger } = parties(fixture);
    await expectRevert(fixture.contractsAs(stranger).payments.write.setPlatformSigner([stranger.address]), "OwnableUnauthorizedAccount", [
      stranger.address,
    ]);
    expect(await fixture.contractsAs(stranger).payments.read.platformSigner()).toBe(fixture.accounts.platformSigner.address);
  });
});

describe("WBE3Payments.payWithPermit", () => {
  it("pays a signed quote in one transaction from a permit signature, without a prior approve", async () => {
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
    const quote = await quoteFor(fixture, "permit");

    const receipt = await fixture.mined(payments.write.payWithPermit([quote, await sign(fixture, quote), FAR_FUTURE, v, r, s]));

    const [event] = parseEventLogs({ abi: wbe3PaymentsAbi, logs: receipt.logs, eventName: "OrderPaid" });
    expect(event?.args).toMatchObject({ orderId: quote.orderId, payer: buyer.address, payee: seller.address, amount: PRICE });
    expect(await token.read.allowance([buyer.address, payments.address])).toBe(0n);
  });

  it("applies the same payer and quote rules as pay", async () => {
    const fixture = chain();
    const { buyer, stranger } = parties(fixture);
    const permitOf = (who: LocalAccount) =>
      signPermit(who, {
        token: fixture.deployment.WBE3Token,
        chainId: fixture.chain.id,
        spender: fixture.deployment.WBE3Payments,
        value: PRICE,
        nonce: 0n,
        deadline: FAR_FUTURE,
      });
    const quote = await quoteFor(fixture, "permit-rules");
    const signature = await sign(fixture, quote);
    const theirs = await permitOf(stranger);
    await expectRevert(
      fixture.contractsAs(stranger).payments.write.payWithPermit([quote, signature, FAR_FUTURE, theirs.v, theirs.r, theirs.s]),
      "WrongPayer",
      [quote.payer, stranger.address],
    );
    const mine = await permitOf(buyer);
    await expectRevert(
      fixture.contractsAs(buyer).payments.write.payWithPermit([{ ...quote, amount: 1n }, signature, FAR_FUTURE, mine.v, mine.r, mine.s]),
      "InvalidQuoteSignature",
    );
  });
});
