import { beforeAll, describe, expect, it } from "vitest";
import {
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  keccak256,
  parseUnits,
  toHex,
  zeroAddress,
  type Address,
  type Hash,
  type TransactionReceipt,
} from "viem";
import {
  ITEM_KIND,
  platformSignerDevAccount,
  wbe3MarketplaceAbi,
  wbe3MarketplaceBytecode,
  wbe3TokenAbi,
  type CheckoutQuote,
} from "@wbe3/contracts";
import { NOT_AN_ORDER_PAYMENT, ORDER_TX_MISMATCH, ORDER_WRONG_BUYER, orderNotConfirmed, orderTxFailed } from "@wbe3/domain";
import { accountQuoteSigner } from "../../adapters/chain/quote-signer.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { marketplaceLogs, type ItemSoldArgs } from "../../test/marketplace-logs.ts";
import { altered, refusal as refusalOf, verifierChain, type ReceiptLog } from "../../test/verifier-receipts.ts";
import { verifyOrderPayment } from "./order-verifier.ts";

// Each check of the order verifier, met by a transaction that passes every other check, so the
// test fails if that one check goes. Real checkouts on the suite's Anvil; where no honest
// marketplace can produce the lie (a total that is not the items', an event for another order), a
// real receipt with that one log altered. Accounts of this file alone (see chain-actors.ts): 104
// buys, 105 sells and deploys a look-alike marketplace.
const actors = chainActors([104, 105]);
type Wallet = (typeof actors.wallets)[number];
const [buyerWallet, sellerWallet] = actors.wallets as [Wallet, Wallet];
const buyer = actors.address(0);
const seller = actors.address(1);
const feeRecipient = chainActors([0]).address(0);
const signer = accountQuoteSigner(platformSignerDevAccount());
const { chain, mined, chainAnswering } = verifierChain();
const { fromMarketplace, topicOf, settledWith, itemSoldWith } = marketplaceLogs(chain.contracts.WBE3Marketplace);
const FEE_BPS = 250n;
const fee = (gross: bigint) => (gross * FEE_BPS) / 10_000n;

/** A quote for physical products of `seller` (no token moves), one line per price, quantities 1, 2, …. */
function physicalQuote(prices: bigint[], from: Address = buyer): CheckoutQuote {
  const orderId = keccak256(toHex(crypto.randomUUID()));
  return {
    orderId,
    buyer: from,
    deadline: BigInt(Math.floor(Date.now() / 1000) + 3600),
    items: prices.map((unitPrice, index) => ({
      listingId: keccak256(toHex(`${orderId}:${index}`)),
      seller,
      token: zeroAddress,
      kind: ITEM_KIND.Physical,
      tokenId: 0n,
      quantity: BigInt(index + 1),
      unitPrice,
      maxSupply: 0n,
      uri: "",
      royaltyBps: 0n,
      splits: [],
    })),
  };
}

const totalOf = (quote: CheckoutQuote) => quote.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0n);

/** The buyer approves the total and checks the quote out on `marketplace` (ours unless given), signed for it. */
async function settle(quote: CheckoutQuote, marketplace: Address = chain.contracts.WBE3Marketplace): Promise<Hash> {
  await mined(
    await buyerWallet.writeContract({
      address: chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "approve",
      args: [marketplace, totalOf(quote)],
    }),
  );
  const signature = await signer.sign(quote, { chainId: chain.chainId, marketplace });
  const hash = await buyerWallet.writeContract({
    address: marketplace,
    abi: wbe3MarketplaceAbi,
    functionName: "checkout",
    args: [quote, signature, quote.items.map(() => [])],
  });
  await mined(hash);
  return hash;
}

// The order verifier names no reason beneath the code: its refusals are compared by code and message.
const refusal = (promise: Promise<unknown>) => refusalOf(promise).then(({ code, message }) => ({ code, message }));

const mismatch = { code: "bad_request", message: ORDER_TX_MISMATCH };

let quote: CheckoutQuote;
let txHash: Hash;
let receipt: TransactionReceipt;
const prices = [parseUnits("3", 18), parseUnits("1.5", 18)];

beforeAll(async () => {
  quote = physicalQuote(prices);
  txHash = await settle(quote);
  receipt = await chain.client.getTransactionReceipt({ hash: txHash });
});

describe("an order payment", () => {
  it("is verified for the checkout that settled exactly this quote: nothing delivered for products, each payout once", async () => {
    const verified = await verifyOrderPayment(chain, txHash, quote);
    expect(verified.delivered).toEqual([null, null]);
    // Only what the marketplace paid out counts (not the buyer's payment in), per wallet, lower case.
    const gross = prices.map((price, index) => price * BigInt(index + 1));
    const fees = gross.reduce((sum, g) => sum + fee(g), 0n);
    const proceeds = gross.reduce((sum, g) => sum + g - fee(g), 0n);
    expect(verified.payouts).toHaveLength(2);
    expect(verified.payouts).toEqual(
      expect.arrayContaining([
        { wallet: seller.toLowerCase(), amount: proceeds },
        { wallet: feeRecipient.toLowerCase(), amount: fees },
      ]),
    );
  });

  it("is refused, saying which, when the transaction failed or has too few confirmations", async () => {
    const reverted = chainAnswering({ ...receipt, status: "reverted" });
    expect(await refusal(verifyOrderPayment(reverted, txHash, quote))).toEqual({ code: "bad_request", message: orderTxFailed(txHash) });
    const justMined = { ...chainAnswering(receipt, receipt.blockNumber), confirmations: 3 };
    expect(await refusal(verifyOrderPayment(justMined, txHash, quote))).toEqual({ code: "conflict", message: orderNotConfirmed(3, 1) });
  });

  it("is refused when the transaction is no checkout at all", async () => {
    const transfer = await sellerWallet.writeContract({
      address: chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "transfer",
      args: [buyer, 1n],
    });
    await mined(transfer);
    expect(await refusal(verifyOrderPayment(chain, transfer, quote))).toEqual({ code: "bad_request", message: NOT_AN_ORDER_PAYMENT });
  });

  it("is refused when a look-alike of our marketplace settled it: same code, same signer, other address", async () => {
    const deployed = await mined(
      await sellerWallet.deployContract({
        abi: wbe3MarketplaceAbi,
        bytecode: wbe3MarketplaceBytecode,
        args: [seller, chain.contracts.WBE3Token, signer.address, seller, Number(FEE_BPS)],
      }),
    );
    if (!deployed.contractAddress) throw new Error("the look-alike marketplace was not deployed");
    const elsewhere = physicalQuote(prices);
    const hash = await settle(elsewhere, getAddress(deployed.contractAddress));
    expect(await refusal(verifyOrderPayment(chain, hash, elsewhere))).toEqual({ code: "bad_request", message: NOT_AN_ORDER_PAYMENT });
  });

  it("is refused for a quote that named another buyer", async () => {
    expect(await refusal(verifyOrderPayment(chain, txHash, { ...quote, buyer: seller }))).toEqual({
      code: "bad_request",
      message: ORDER_WRONG_BUYER,
    });
  });

  it("is refused for another order's quote", async () => {
    const other = { ...quote, orderId: keccak256(toHex("another order")) };
    expect(await refusal(verifyOrderPayment(chain, txHash, other))).toEqual(mismatch);
  });

  it("is refused when the settled total is not the quote's, though every item matches", async () => {
    const lying = altered(receipt, (log) => settledWith(log, { total: totalOf(quote) - 1n }));
    expect(await refusal(verifyOrderPayment(chainAnswering(lying), txHash, quote))).toEqual(mismatch);
  });

  it("is refused when OrderSettled names another order, though the items name ours", async () => {
    const lying = altered(receipt, (log) => settledWith(log, { orderId: keccak256(toHex("not this one")) }));
    expect(await refusal(verifyOrderPayment(chainAnswering(lying), txHash, quote))).toEqual(mismatch);
  });

  it("is refused when OrderSettled came from elsewhere, though the items came from our marketplace", async () => {
    const moved = altered(receipt, (log) => (log.topics[0] === topicOf("OrderSettled") ? { ...log, address: seller } : log));
    expect(await refusal(verifyOrderPayment(chainAnswering(moved), txHash, quote))).toEqual({
      code: "bad_request",
      message: NOT_AN_ORDER_PAYMENT,
    });
  });

  it("is refused when an item sold is not the quoted one: listing, quantity, price, seller, order, one missing or one more", async () => {
    const changes: Partial<ItemSoldArgs>[] = [
      { listingId: keccak256(toHex("another listing")) },
      { quantity: 3n },
      { unitPrice: 1n },
      { seller: buyer },
    ];
    for (const change of changes) {
      const lying = altered(receipt, itemSoldWith(1, change));
      expect(
        await refusal(verifyOrderPayment(chainAnswering(lying), txHash, quote)),
        JSON.stringify(change, (_, v: unknown) => String(v)),
      ).toEqual(mismatch);
    }
    const forAnother = altered(receipt, itemSoldWith(0, { orderId: keccak256(toHex("another order")) }));
    expect(await refusal(verifyOrderPayment(chainAnswering(forAnother), txHash, quote))).toEqual(mismatch);
    const isItemSold = (log: ReceiptLog) => fromMarketplace(log) && log.topics[0] === topicOf("ItemSold");
    let items = 0;
    const oneDropped = altered(receipt, (log) => (isItemSold(log) && items++ === 0 ? null : log));
    expect(await refusal(verifyOrderPayment(chainAnswering(oneDropped), txHash, quote))).toEqual(mismatch);
    // One more sold than quoted, every quoted one matching: still not this order.
    let seen = 0;
    const oneMore = altered(receipt, (log) => (isItemSold(log) && ++seen === 2 ? [log, log] : log));
    expect(await refusal(verifyOrderPayment(chainAnswering(oneMore), txHash, quote))).toEqual(mismatch);
  });

  it("answers the token an item delivered, its contract in lower case", async () => {
    const token = getAddress(chain.contracts.TicketNFT);
    const delivered = altered(receipt, itemSoldWith(1, { tokenContract: token, tokenId: 7n }));
    const verified = await verifyOrderPayment(chainAnswering(delivered), txHash, quote);
    expect(verified.delivered).toEqual([null, { contract: token.toLowerCase(), tokenId: 7n }]);
  });

  it("counts only our token's transfers out of the marketplace, adding a wallet's up and leaving out zero and approvals", async () => {
    const isTransfer = (log: ReceiptLog) => log.topics[0] === encodeEventTopics({ abi: wbe3TokenAbi, eventName: "Transfer" })[0];
    const paidOut = (log: ReceiptLog) =>
      isTransfer(log) && log.topics[1]?.toLowerCase().endsWith(chain.contracts.WBE3Marketplace.slice(2).toLowerCase());
    const toSeller = (log: ReceiptLog) => paidOut(log) && log.topics[2]?.toLowerCase().endsWith(seller.slice(2).toLowerCase());
    const zero = encodeAbiParameters([{ type: "uint256" }], [0n]);
    const stranger = keccak256(toHex("stranger")).slice(0, 42) as Address;
    const changed = altered(receipt, (log) => {
      if (!toSeller(log)) return log;
      const strangerTopic = encodeEventTopics({
        abi: wbe3TokenAbi,
        eventName: "Transfer",
        args: { from: chain.contracts.WBE3Marketplace, to: stranger },
      }) as ReceiptLog["topics"];
      return [
        log,
        // The same payout again: the seller's payouts add up.
        log,
        // A look-alike token's transfer out of the marketplace is no payout.
        { ...log, address: seller, topics: strangerTopic },
        // Nor is a transfer of nothing.
        { ...log, topics: strangerTopic, data: zero },
        // Nor an approval by the marketplace (as a permit in the same transaction would log).
        {
          ...log,
          topics: encodeEventTopics({
            abi: wbe3TokenAbi,
            eventName: "Approval",
            args: { owner: chain.contracts.WBE3Marketplace, spender: stranger },
          }) as ReceiptLog["topics"],
        },
      ];
    });
    const { payouts } = await verifyOrderPayment(chainAnswering(changed), txHash, quote);
    const gross = prices.map((price, index) => price * BigInt(index + 1));
    const proceeds = gross.reduce((sum, g) => sum + g - fee(g), 0n);
    expect(payouts.find((payout) => payout.wallet === seller.toLowerCase())?.amount).toBe(proceeds * 2n);
    expect(payouts.map((payout) => payout.wallet)).not.toContain(stranger.toLowerCase());
    expect(payouts).toHaveLength(2);
  });

  it("cannot be settled on our chain with a quote the platform signed for another chain", async () => {
    const replayed = physicalQuote(prices);
    const signature = await signer.sign(replayed, { chainId: chain.chainId + 1, marketplace: chain.contracts.WBE3Marketplace });
    await expect(
      chain.client.simulateContract({
        account: buyerWallet.account,
        address: chain.contracts.WBE3Marketplace,
        abi: wbe3MarketplaceAbi,
        functionName: "checkout",
        args: [replayed, signature, replayed.items.map(() => [])],
      }),
    ).rejects.toThrow(/InvalidQuoteSignature/);
  });
});
