import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, http, parseEther, parseUnits, type Address, type Hash, type HDAccount } from "viem";
import { devAccounts, ticketNFTAbi, wbe3TokenAbi } from "@wbe3/contracts";
import {
  CART_LINE_NOTES,
  DROP_RULES_NOT_YOURS,
  DROP_RULES_TX_MISMATCH,
  dropCountMessage,
  invalidAddress,
  NOT_A_DROP_RULES_TX,
  PRESALE_END_IN_PAST,
  presaleEndText,
  quantityTooHigh,
  type ApiErrorBody,
  type Cart,
  type Checkout,
  type DropRulesCalls,
  type DropRulesInput,
  type DropRulesState,
  type MarketplacePage,
  type Order,
  walletLimitReached,
} from "@wbe3/domain";
import { chainActors } from "../../test/chain-actors.ts";
import { signInWithWallet } from "../../test/auth-helpers.ts";
import { mintingArtist } from "../../test/mint-flow.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Accounts of this file alone: 46 sells, 47 is on the allowlist, 48 is not, 49 is another artist
// (given ETH for gas here); 9 lends WBE3.
const ACCOUNTS = devAccounts(50);
// Dev account 9 signs quotes only (typed data, no nonce), so no other file sends transactions from it.
const bank = ACCOUNTS[9] as HDAccount;
const [artist, listed, unlisted, otherArtist] = [46, 47, 48, 49].map((i) => ACCOUNTS[i] as HDAccount) as [
  HDAccount,
  HDAccount,
  HDAccount,
  HDAccount,
];
const actors = chainActors([0]);
const client = () => t.deps.chain.client;
const walletOf = (account: HDAccount) => createWalletClient({ account, chain: actors.chain, transport: http(actors.rpcUrl) });

let t: TestApp;
let cookies: Record<"artist" | "listed" | "unlisted" | "other", string>;
let listingId: string;

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const res = await t.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await res.json();
  return { status: res.status, body: answer };
}

const error = (answer: { body: unknown }) => (answer.body as ApiErrorBody).error;
const rulesPath = () => `/api/marketplace/listings/${listingId}/drop-rules`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const NO_RULES: DropRulesInput = { supplyCap: null, maxPerWallet: null, presale: null };

async function mined(hash: Hash) {
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

/** Sends the answered calls from the wallet, in order; the last transaction's hash. */
async function send(account: HDAccount, calls: { to: Address; data: `0x${string}`; value: `0x${string}` }[]): Promise<Hash> {
  let last: Hash | undefined;
  for (const callData of calls) {
    last = await walletOf(account).sendTransaction({ to: callData.to, data: callData.data, value: BigInt(callData.value) });
    await mined(last);
  }
  if (!last) throw new Error("no calls");
  return last;
}

/** PUT then send the call from the artist's wallet: the transaction, not yet confirmed. */
async function setOnChain(rules: DropRulesInput): Promise<Hash> {
  const put = await call(cookies.artist, "PUT", rulesPath(), rules);
  expect(put.status).toBe(200);
  return send(artist, (put.body as DropRulesCalls).calls);
}

async function setRules(rules: DropRulesInput): Promise<DropRulesState> {
  const txHash = await setOnChain(rules);
  const confirmed = await call(cookies.artist, "POST", `${rulesPath()}/confirm`, { txHash });
  expect(confirmed.status).toBe(200);
  return confirmed.body as DropRulesState;
}

async function marketItem() {
  const page = (await (await t.request("/api/marketplace?q=drop%20rules%20single")).json()) as MarketplacePage;
  return page.items.find((item) => item.id === listingId);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const account of [artist, listed, unlisted, otherArtist]) {
    await actors.testClient.setBalance({ address: account.address, value: parseEther("10") });
  }
  await mined(
    await walletOf(bank).writeContract({
      address: t.deps.chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "transfer",
      args: [listed.address, parseUnits("10", 18)],
    }),
  );
  const seller = await mintingArtist(t, artist, "droprules");
  const { upload } = await seller.preparedUpload("Drop Rules Single");
  if (!upload.listingId) throw new Error("a public upload is listed");
  listingId = upload.listingId;
  cookies = {
    artist: seller.cookie,
    listed: (await signInWithWallet(t, listed)).cookie,
    unlisted: (await signInWithWallet(t, unlisted)).cookie,
    other: (await mintingArtist(t, otherArtist, "otherdrops")).cookie,
  };
});
afterAll(() => t.close());

describe("setting drop rules", () => {
  it("refuses rules that are not whole positive counts, bad wallets and a past presale end, with clear messages", async () => {
    const cases: [unknown, string][] = [
      [{ ...NO_RULES, supplyCap: 0 }, dropCountMessage("supplyCap")],
      [{ ...NO_RULES, maxPerWallet: 1.5 }, dropCountMessage("maxPerWallet")],
      [{ ...NO_RULES, presale: { allowlist: ["0x12"], endsAt: inAnHour() } }, invalidAddress("0x12")],
      [{ ...NO_RULES, presale: { allowlist: [listed.address], endsAt: "2020-01-01T00:00:00Z" } }, PRESALE_END_IN_PAST],
    ];
    for (const [body, message] of cases) {
      const answer = await call(cookies.artist, "PUT", rulesPath(), body);
      expect([answer.status, error(answer).message]).toEqual([400, message]);
    }
  });

  it("is for the artist selling the listing only, and names a listing that exists", async () => {
    const other = await call(cookies.other, "PUT", rulesPath(), NO_RULES);
    expect([other.status, error(other).message]).toEqual([403, DROP_RULES_NOT_YOURS]);
    const missing = await call(
      cookies.artist,
      "PUT",
      "/api/marketplace/listings/6f1d7c5e-2b8a-4c1e-9a57-0d3c1f6b2aff/drop-rules",
      NO_RULES,
    );
    expect(missing.status).toBe(404);
  });

  it("mirrors the rules once the transaction is verified, answers the same confirmation again, and shows them", async () => {
    const txHash = await setOnChain({ supplyCap: 2, maxPerWallet: 1, presale: null });
    const confirms = await Promise.all([0, 1].map(() => call(cookies.artist, "POST", `${rulesPath()}/confirm`, { txHash })));
    const expected = { listingId, supplyCap: 2, maxPerWallet: 1, presaleEndsAt: null, allowlistSize: 0, sold: 0 };
    for (const confirmed of confirms) expect(confirmed).toEqual({ status: 200, body: expected });
    expect((await call(cookies.artist, "POST", `${rulesPath()}/confirm`, { txHash })).body).toEqual(expected);
    expect(await marketItem()).toMatchObject({ left: 2, maxPerWallet: 1, presaleEndsAt: null });
  });

  it("refuses a transaction that sets other rules, or no rules at all, with the reason", async () => {
    const stale = await setOnChain({ supplyCap: 3, maxPerWallet: null, presale: null });
    const put = await call(cookies.artist, "PUT", rulesPath(), { supplyCap: 5, maxPerWallet: null, presale: null });
    expect(put.status).toBe(200);
    const mismatch = await call(cookies.artist, "POST", `${rulesPath()}/confirm`, { txHash: stale });
    expect([mismatch.status, error(mismatch).message]).toEqual([400, DROP_RULES_TX_MISMATCH]);

    const transfer = await walletOf(listed).writeContract({
      address: t.deps.chain.contracts.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "transfer",
      args: [unlisted.address, 1n],
    });
    await mined(transfer);
    const notRules = await call(cookies.artist, "POST", `${rulesPath()}/confirm`, { txHash: transfer });
    expect([notRules.status, error(notRules).message]).toEqual([400, NOT_A_DROP_RULES_TX]);
  });
});

describe("drop rules at the cart and checkout", () => {
  it("a capped listing shows what is left and refuses more than that in the cart", async () => {
    await setRules({ supplyCap: 2, maxPerWallet: null, presale: null });
    expect((await marketItem())?.left).toBe(2);
    const over = await call(cookies.unlisted, "POST", "/api/cart/items", { listingId, quantity: 3 });
    expect([over.status, error(over).reason, error(over).message]).toEqual([409, "over_supply", quantityTooHigh(2)]);
    // In the cart before the presale below starts: the line then says why it cannot be bought.
    expect((await call(cookies.unlisted, "POST", "/api/cart/items", { listingId })).status).toBe(200);
  });

  it("in presale, a wallet off the allowlist is told until when; an allowlisted wallet checks out on chain with its proof", async () => {
    const endsAt = inAnHour();
    const state = await setRules({ supplyCap: 2, maxPerWallet: 1, presale: { allowlist: [listed.address, otherArtist.address], endsAt } });
    expect(state).toMatchObject({ allowlistSize: 2, presaleEndsAt: new Date(endsAt).toISOString() });
    expect(await marketItem()).toMatchObject({ presaleEndsAt: new Date(endsAt).toISOString(), maxPerWallet: 1 });

    const closed = (await call(cookies.unlisted, "GET", "/api/cart")).body as Cart;
    expect(closed.items[0]).toMatchObject({ state: "presale_only", note: CART_LINE_NOTES.presale_only(presaleEndText(endsAt)) });
    expect(closed.ready).toBe(false);
    // Adding it now is refused with the presale's own reason, not "no longer for sale".
    const presale = await call(cookies.unlisted, "POST", "/api/cart/items", { listingId, quantity: 1 });
    expect([presale.status, error(presale)]).toEqual([
      409,
      { code: "conflict", reason: "presale_only", message: CART_LINE_NOTES.presale_only(presaleEndText(endsAt)) },
    ]);

    await call(cookies.listed, "POST", "/api/cart/items", { listingId });
    const open = (await call(cookies.listed, "GET", "/api/cart")).body as Cart;
    expect(open.items[0]?.state).toBe("ok");
    const created = await call(cookies.listed, "POST", "/api/orders");
    expect(created.status).toBe(201);
    const txHash = await send(listed, (created.body as Checkout).calls);
    const paid = await call(cookies.listed, "POST", `/api/orders/${(created.body as Checkout).orderId}/confirm`, { txHash });
    expect(paid.status).toBe(200);
    const token = (paid.body as Order).items[0]?.token;
    if (!token) throw new Error("the order delivered no token");
    const balance = await client().readContract({
      address: token.contract as Address,
      abi: ticketNFTAbi,
      functionName: "balanceOf",
      args: [listed.address, BigInt(token.tokenId)],
    });
    expect(balance).toBe(1n);
    expect((await marketItem())?.left).toBe(1);
    // One is left, but this wallet used its limit: the refusal names the limit, not "no longer for sale".
    const again = await call(cookies.listed, "POST", "/api/cart/items", { listingId });
    expect([again.status, error(again)]).toEqual([
      409,
      { code: "conflict", reason: "wallet_limit_reached", message: walletLimitReached(1, 1) },
    ]);
  });
});
