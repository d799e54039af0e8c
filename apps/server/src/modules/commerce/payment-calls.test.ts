import { describe, expect, it } from "vitest";
import { decodeFunctionData, getAddress, zeroAddress, type Hex } from "viem";
import { wbe3PaymentsAbi, wbe3TokenAbi, type PaymentQuote } from "@wbe3/contracts";
import { paymentCalls, paymentQuoteFromJson, paymentQuoteToJson } from "./payment-calls.ts";

// What a payment order asks the wallet to send, and its quote as stored with the order: a wrong
// call approves too much or too little, a wrong stored field makes the confirmation expect another
// payment. Pure functions: no chain, no database.

const TOKEN = getAddress("0x00000000000000000000000000000000000000a1");
const PAYMENTS = getAddress("0x00000000000000000000000000000000000000b2");
const SIGNATURE: Hex = `0x${"ab".repeat(65)}`;
const quote: PaymentQuote = {
  orderId: `0x${"01".repeat(32)}`,
  payer: getAddress("0x00000000000000000000000000000000000000c3"),
  token: TOKEN,
  amount: 40n,
  payee: getAddress("0x00000000000000000000000000000000000000d4"),
  fee: 1n,
  feeRecipient: getAddress("0x00000000000000000000000000000000000000e5"),
  deadline: 1_900_000_000n,
  series: `0x${"02".repeat(32)}`,
  previous: `0x${"03".repeat(32)}`,
};
const contracts = { token: TOKEN, payments: PAYMENTS };

describe("paymentCalls", () => {
  it("approves exactly the amount to WBE3Payments when the allowance is short, then pays the signed quote", () => {
    const calls = paymentCalls(quote, SIGNATURE, contracts, 39n);
    expect(calls.map((call) => [call.to, call.value])).toEqual([
      [TOKEN, "0x0"],
      [PAYMENTS, "0x0"],
    ]);
    const [approve, pay] = calls as [(typeof calls)[number], (typeof calls)[number]];
    expect(decodeFunctionData({ abi: wbe3TokenAbi, data: approve.data })).toEqual({ functionName: "approve", args: [PAYMENTS, 40n] });
    expect(decodeFunctionData({ abi: wbe3PaymentsAbi, data: pay.data })).toEqual({ functionName: "pay", args: [quote, SIGNATURE] });
  });

  it("only pays when the allowance covers the amount, to the wei", () => {
    for (const allowance of [40n, 41n]) {
      const calls = paymentCalls(quote, SIGNATURE, contracts, allowance);
      expect(calls.map((call) => decodeFunctionData({ abi: wbe3PaymentsAbi, data: call.data }).functionName)).toEqual(["pay"]);
    }
  });
});

describe("a payment quote as stored with its order", () => {
  it("reads back exactly as signed, bigints as decimal strings", () => {
    const stored = paymentQuoteToJson(quote);
    expect(stored).toMatchObject({ amount: "40", fee: "1", deadline: "1900000000", payee: quote.payee });
    expect(paymentQuoteFromJson(JSON.parse(JSON.stringify(stored)))).toEqual(quote);
  });

  it("reads a quote stored before payment orders could pay a seller as paying no fee", () => {
    const { fee: _fee, feeRecipient: _recipient, ...older } = paymentQuoteToJson(quote);
    expect(paymentQuoteFromJson(older)).toEqual({ ...quote, fee: 0n, feeRecipient: zeroAddress });
  });
});
