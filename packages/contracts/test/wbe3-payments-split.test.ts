import { describe, expect, it } from "vitest";
import { keccak256, parseEther, parseEventLogs, stringToHex, zeroAddress, zeroHash, type HDAccount, type Hex } from "viem";
import { wbe3PaymentsAbi } from "../src/generated/WBE3Payments.ts";
import { paymentQuoteTypedData, type PaymentQuote } from "../src/payment-quote.ts";
import { useDeployedChain, type ChainFixture } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import { chainNow } from "./helpers/marketplace.ts";

// A payment order that pays a seller: the seller (payee) gets the amount less the platform's fee,
// the platform's fee recipient gets the fee, both bound by the platform's signature.
const chain = useDeployedChain();
const id32 = (label: string) => keccak256(stringToHex(label));
const PRICE = parseEther("40");
const FEE = parseEther("1"); // 250 bps of 40

async function splitQuote(fixture: ChainFixture, label: string, fields: Partial<PaymentQuote> = {}): Promise<PaymentQuote> {
  const { alice: buyer, bob: seller, deployer: platform } = fixture.accounts;
  return {
    orderId: id32(label),
    payer: buyer.address,
    token: fixture.deployment.WBE3Token,
    amount: PRICE,
    payee: seller.address,
    fee: FEE,
    feeRecipient: platform.address,
    deadline: (await chainNow(fixture)) + 900n,
    series: zeroHash,
    previous: zeroHash,
    ...fields,
  };
}

function sign(fixture: ChainFixture, quote: PaymentQuote): Promise<Hex> {
  return fixture.accounts.platformSigner.signTypedData(
    paymentQuoteTypedData(quote, { chainId: fixture.chain.id, payments: fixture.deployment.WBE3Payments }),
  );
}

async function approved(fixture: ChainFixture, who: HDAccount, amount: bigint) {
  const contracts = fixture.contractsAs(who);
  await fixture.mined(contracts.token.write.approve([contracts.payments.address, amount]));
  return contracts;
}

describe("WBE3Payments paying a seller", () => {
  it("sends the amount less the fee to the payee and the fee to the platform, and OrderPaid names both legs", async () => {
    const fixture = chain();
    const { alice: buyer, bob: seller, deployer: platform } = fixture.accounts;
    const { token, payments } = await approved(fixture, buyer, PRICE);
    const balances = () =>
      Promise.all([
        token.read.balanceOf([buyer.address]),
        token.read.balanceOf([seller.address]),
        token.read.balanceOf([platform.address]),
      ]);
    const [buyerBefore, sellerBefore, platformBefore] = await balances();
    const quote = await splitQuote(fixture, "seller-order");

    const receipt = await fixture.mined(payments.write.pay([quote, await sign(fixture, quote)]));

    const [event] = parseEventLogs({ abi: wbe3PaymentsAbi, logs: receipt.logs, eventName: "OrderPaid" });
    expect(event?.args).toEqual({
      orderId: quote.orderId,
      payer: buyer.address,
      payee: seller.address,
      amount: PRICE,
      token: fixture.deployment.WBE3Token,
      fee: FEE,
      feeRecipient: platform.address,
    });
    expect(await balances()).toEqual([buyerBefore - PRICE, sellerBefore + PRICE - FEE, platformBefore + FEE]);
    expect(await token.read.balanceOf([payments.address])).toBe(0n);
  });

  it("refuses another fee or fee recipient than the platform signed", async () => {
    const fixture = chain();
    const { alice: buyer, carol: stranger } = fixture.accounts;
    const { payments } = await approved(fixture, buyer, PRICE);
    const quote = await splitQuote(fixture, "tampered-fee");
    const signature = await sign(fixture, quote);

    await expectRevert(payments.write.pay([{ ...quote, fee: 0n }, signature]), "InvalidQuoteSignature");
    await expectRevert(payments.write.pay([{ ...quote, fee: FEE - 1n }, signature]), "InvalidQuoteSignature");
    await expectRevert(payments.write.pay([{ ...quote, feeRecipient: stranger.address }, signature]), "InvalidQuoteSignature");
    expect(await payments.read.isPaid([quote.orderId])).toBe(false);
  });

  it("refuses a fee of the whole amount or more, and a fee without a recipient, even when signed", async () => {
    const fixture = chain();
    const { alice: buyer } = fixture.accounts;
    const { payments } = await approved(fixture, buyer, PRICE * 2n);
    const whole = await splitQuote(fixture, "whole-fee", { fee: PRICE });
    await expectRevert(payments.write.pay([whole, await sign(fixture, whole)]), "FeeExceedsAmount", [PRICE, PRICE]);
    const more = await splitQuote(fixture, "more-fee", { fee: PRICE + 1n });
    await expectRevert(payments.write.pay([more, await sign(fixture, more)]), "FeeExceedsAmount", [PRICE + 1n, PRICE]);
    const nobody = await splitQuote(fixture, "no-recipient", { feeRecipient: zeroAddress });
    await expectRevert(payments.write.pay([nobody, await sign(fixture, nobody)]), "ZeroFeeRecipient");
    // Just under the whole amount still leaves the payee a share.
    const most = await splitQuote(fixture, "most-fee", { fee: PRICE - 1n });
    await fixture.mined(payments.write.pay([most, await sign(fixture, most)]));
    expect(await payments.read.isPaid([most.orderId])).toBe(true);
  });

  it("keeps the payer, deadline and once rules for a split payment", async () => {
    const fixture = chain();
    const { alice: buyer, carol: stranger } = fixture.accounts;
    await approved(fixture, stranger, PRICE);
    const { payments } = await approved(fixture, buyer, PRICE * 2n);
    const quote = await splitQuote(fixture, "split-once");
    const signature = await sign(fixture, quote);
    await expectRevert(fixture.contractsAs(stranger).payments.write.pay([quote, signature]), "WrongPayer", [quote.payer, stranger.address]);
    await fixture.mined(payments.write.pay([quote, signature]));
    await expectRevert(payments.write.pay([quote, signature]), "OrderAlreadyPaid", [quote.orderId]);
    const late = await splitQuote(fixture, "split-late", { deadline: (await chainNow(fixture)) - 1n });
    await expectRevert(payments.write.pay([late, await sign(fixture, late)]), "QuoteExpired", [late.deadline]);
  });
});
