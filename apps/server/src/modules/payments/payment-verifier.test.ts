import { beforeAll, describe, expect, it } from "vitest";
import {
  decodeEventLog,
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  keccak256,
  parseUnits,
  toHex,
  zeroAddress,
  zeroHash,
  type Address,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from "viem";
import {
  paymentQuoteTypedData,
  platformSignerDevAccount,
  wbe3PaymentsAbi,
  wbe3PaymentsBytecode,
  wbe3TokenAbi,
  type PaymentQuote,
} from "@wbe3/contracts";
import {
  formatWbe3,
  notAWbe3Payment,
  PAID_FEE_TO_OTHER,
  PAID_FROM_OTHER_WALLET,
  PAID_OTHER_ORDER,
  PAID_OTHER_RECIPIENT,
  PAID_OTHER_TOKEN,
  paymentAmountMismatch,
  paymentFeeMismatch,
  paymentNotConfirmed,
  paymentTxFailed,
} from "@wbe3/domain";
import { chainActors } from "../../test/chain-actors.ts";
import { altered, refusal, verifierChain, type ReceiptLog } from "../../test/verifier-receipts.ts";
import { verifyPayment, type ExpectedPayment } from "./payment-verifier.ts";

// Each check of the payment verifier, met by a payment that passes every other check, so the
// test fails if that one check goes: real payments on the suite's Anvil, a look-alike
// WBE3Payments, and a real receipt with one log altered where no honest contract can lie. No app,
// so mutation testing (decision 0022) runs it in a moment. Accounts of this file alone (see
// chain-actors.ts): 65 pays, 69 is paid (and deploys the look-alike).
const actors = chainActors([65, 69]);
type Wallet = (typeof actors.wallets)[number];
const [payerWallet, payeeWallet] = actors.wallets as [Wallet, Wallet];
const payer = actors.address(0);
const payee = actors.address(1);
const { chain, mined, chainAnswering } = verifierChain();
const AMOUNT = parseUnits("12", 18);

const newOrder = () => keccak256(toHex(crypto.randomUUID()));

/** Pays `orderId` through `payments` (ours unless given) with the platform's signed quote, `fee` of it to the payer's own wallet. */
async function pay(orderId: Hex, payments: Address = chain.contracts.WBE3Payments, fee = 0n): Promise<Hash> {
  await mined(
    await payerWallet.writeContract({
      address: chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "approve",
      args: [payments, AMOUNT],
    }),
  );
  const quote: PaymentQuote = {
    orderId,
    payer,
    token: chain.contracts.WBE3Token,
    amount: AMOUNT,
    payee,
    fee,
    // The fee goes back to the payer: no third account needed to see both legs checked.
    feeRecipient: fee === 0n ? zeroAddress : payer,
    deadline: BigInt(Math.floor(Date.now() / 1000) + 3600),
    series: zeroHash,
    previous: zeroHash,
  };
  const signature = await platformSignerDevAccount().signTypedData(paymentQuoteTypedData(quote, { chainId: chain.chainId, payments }));
  const hash = await payerWallet.writeContract({ address: payments, abi: wbe3PaymentsAbi, functionName: "pay", args: [quote, signature] });
  await mined(hash);
  return hash;
}

const paidTopic = encodeEventTopics({ abi: wbe3PaymentsAbi, eventName: "OrderPaid" })[0];

/** The OrderPaid log with these arguments changed. */
function paidWith(log: ReceiptLog, changes: Partial<{ orderId: Hex; token: Address; feeRecipient: Address }>): ReceiptLog {
  const { args } = decodeEventLog({ abi: wbe3PaymentsAbi, eventName: "OrderPaid", data: log.data, topics: log.topics });
  const next = { ...args, ...changes };
  return {
    ...log,
    topics: encodeEventTopics({ abi: wbe3PaymentsAbi, eventName: "OrderPaid", args: next }) as ReceiptLog["topics"],
    data: encodeAbiParameters(
      [{ type: "uint256" }, { type: "address" }, { type: "uint256" }, { type: "address" }],
      [next.amount, next.token, next.fee, next.feeRecipient],
    ),
  };
}

let orderId: Hex;
let txHash: Hash;
let receipt: TransactionReceipt;
const expected = (changes: Partial<ExpectedPayment> = {}): ExpectedPayment => ({ orderId, payee, amount: AMOUNT, payer, ...changes });

beforeAll(async () => {
  orderId = newOrder();
  txHash = await pay(orderId);
  receipt = await chain.client.getTransactionReceipt({ hash: txHash });
});

describe("a payment", () => {
  it("is verified for our contract's OrderPaid of this order, payee, amount, token and payer: addresses in any case", async () => {
    const lower = expected({ payee: payee.toLowerCase() as Address, payer: payer.toLowerCase() as Address });
    expect(await verifyPayment(chain, txHash, lower)).toEqual({
      txHash,
      orderId,
      payer: getAddress(payer),
      payee: getAddress(payee),
      amount: AMOUNT,
      fee: 0n,
      feeRecipient: zeroAddress,
      blockNumber: receipt.blockNumber,
    });
  });

  it("is verified from any wallet when no payer is expected", async () => {
    const { payer: anyone } = await verifyPayment(chain, txHash, expected({ payer: undefined }));
    expect(anyone).toBe(getAddress(payer));
  });

  it("is refused, saying which, when the transaction failed or has too few confirmations", async () => {
    expect(await refusal(verifyPayment(chainAnswering({ ...receipt, status: "reverted" }), txHash, expected()))).toEqual({
      code: "bad_request",
      reason: "tx_reverted",
      message: paymentTxFailed(txHash),
    });
    const justMined = { ...chainAnswering(receipt, receipt.blockNumber), confirmations: 3 };
    expect(await refusal(verifyPayment(justMined, txHash, expected()))).toEqual({
      code: "conflict",
      reason: "receipt_unconfirmed",
      message: paymentNotConfirmed(3, 1),
    });
  });

  it("is refused when the transaction paid nothing through our contract", async () => {
    const transfer = await payeeWallet.writeContract({
      address: chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "transfer",
      args: [payer, 1n],
    });
    await mined(transfer);
    expect(await refusal(verifyPayment(chain, transfer, expected()))).toEqual({
      code: "bad_request",
      reason: "wrong_contract",
      message: notAWbe3Payment(transfer),
    });
  });

  it("is refused when a look-alike of our payments contract took it: same code, same signer, other address", async () => {
    const { contractAddress } = await mined(
      await payeeWallet.deployContract({
        abi: wbe3PaymentsAbi,
        bytecode: wbe3PaymentsBytecode,
        args: [chain.contracts.WBE3Token, payee, platformSignerDevAccount().address],
      }),
    );
    if (!contractAddress) throw new Error("the look-alike was not deployed");
    const elsewhere = newOrder();
    const hash = await pay(elsewhere, getAddress(contractAddress));
    expect(await refusal(verifyPayment(chain, hash, expected({ orderId: elsewhere })))).toMatchObject({ reason: "wrong_contract" });
  });

  it("is refused for another order, another payee, another amount or another payer", async () => {
    expect(await refusal(verifyPayment(chain, txHash, expected({ orderId: newOrder() })))).toEqual({
      code: "bad_request",
      reason: "wrong_order",
      message: PAID_OTHER_ORDER,
    });
    expect(await refusal(verifyPayment(chain, txHash, expected({ payee: payer })))).toEqual({
      code: "bad_request",
      reason: "wrong_payee",
      message: PAID_OTHER_RECIPIENT,
    });
    expect(await refusal(verifyPayment(chain, txHash, expected({ amount: AMOUNT + 1n })))).toEqual({
      code: "bad_request",
      reason: "wrong_amount",
      message: paymentAmountMismatch(formatWbe3(AMOUNT), formatWbe3(AMOUNT + 1n)),
    });
    expect(await refusal(verifyPayment(chain, txHash, expected({ payer: payee })))).toEqual({
      code: "bad_request",
      reason: "wrong_payer",
      message: PAID_FROM_OTHER_WALLET,
    });
  });

  it("is refused when OrderPaid names another token", async () => {
    const lying = altered(receipt, (log) => (log.topics[0] === paidTopic ? paidWith(log, { token: payee }) : log));
    expect(await refusal(verifyPayment(chainAnswering(lying), txHash, expected()))).toEqual({
      code: "bad_request",
      reason: "wrong_token",
      message: PAID_OTHER_TOKEN,
    });
  });

  it("finds this order's OrderPaid among several in one transaction, and reads no other event of the contract", async () => {
    const signerChanged = encodeEventTopics({
      abi: wbe3PaymentsAbi,
      eventName: "PlatformSignerChanged",
      args: { oldSigner: payer, newSigner: payee },
    }) as ReceiptLog["topics"];
    const withOther = altered(receipt, (log) =>
      log.topics[0] === paidTopic
        ? [{ ...log, topics: signerChanged, data: "0x" as const }, paidWith(log, { orderId: newOrder(), token: payee }), log]
        : [log],
    );
    expect((await verifyPayment(chainAnswering(withOther), txHash, expected())).orderId).toBe(orderId);
  });
});

describe("a payment to a seller", () => {
  const FEE = AMOUNT / 40n;
  let splitOrder: Hex;
  let splitTx: Hash;
  const split = (changes: Partial<ExpectedPayment> = {}): ExpectedPayment => ({
    orderId: splitOrder,
    payee,
    amount: AMOUNT,
    payer,
    fee: { amount: FEE, recipient: payer },
    ...changes,
  });
  beforeAll(async () => {
    splitOrder = newOrder();
    splitTx = await pay(splitOrder, chain.contracts.WBE3Payments, FEE);
  });

  it("is verified with both legs: the payee's and the platform's fee to its recipient", async () => {
    expect(await verifyPayment(chain, splitTx, split())).toMatchObject({ amount: AMOUNT, fee: FEE, feeRecipient: getAddress(payer) });
  });

  it("is refused for another fee, another fee recipient, or when a fee was taken and none was due", async () => {
    expect(await refusal(verifyPayment(chain, splitTx, split({ fee: { amount: FEE + 1n, recipient: payer } })))).toEqual({
      code: "bad_request",
      reason: "wrong_amount",
      message: paymentFeeMismatch(formatWbe3(FEE), formatWbe3(FEE + 1n)),
    });
    expect(await refusal(verifyPayment(chain, splitTx, split({ fee: { amount: FEE, recipient: payee } })))).toEqual({
      code: "bad_request",
      reason: "wrong_payee",
      message: PAID_FEE_TO_OTHER,
    });
    expect(await refusal(verifyPayment(chain, splitTx, split({ fee: undefined })))).toMatchObject({ reason: "wrong_amount" });
  });

  it("is refused when a fee was due and the payment took none", async () => {
    expect(await refusal(verifyPayment(chain, txHash, expected({ fee: { amount: FEE, recipient: payer } })))).toEqual({
      code: "bad_request",
      reason: "wrong_amount",
      message: paymentFeeMismatch(formatWbe3(0n), formatWbe3(FEE)),
    });
  });

  it("is refused when OrderPaid names another fee recipient for no fee", async () => {
    const lying = altered(receipt, (log) => (log.topics[0] === paidTopic ? paidWith(log, { feeRecipient: payee }) : log));
    expect(await refusal(verifyPayment(chainAnswering(lying), txHash, expected()))).toMatchObject({ reason: "wrong_payee" });
  });
});
