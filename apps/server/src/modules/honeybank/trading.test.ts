import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { honeybankQuotes } from "@wbe3/db";
import { QUOTE_EXPIRED, QUOTE_NOT_FOUND, QUOTE_USED, TOO_SMALL_TO_TRADE, type QuoteAnswer } from "@wbe3/domain";
import { apiCaller, errorOf, type ApiAnswer } from "../../test/api-call.ts";
import { auditLedger, CLEAN_BOOKS } from "@wbe3/db/testing";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { systemBalance } from "../ledger/service.ts";

// HoneyBank's exchange and metals (issue 27, point 4): quotes at the adapters' prices with the
// Honey Drop fee shown first, each carried out once, the fee booked to the fees account.
let t: TestApp;
const call = apiCaller(() => t);
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const WBE3 = 10n ** 18n;
let keys = 0;
const key = () => ({ "idempotency-key": `trade-${++keys}` });
const refusal = (answer: ApiAnswer) => [answer.status, errorOf(answer).reason, errorOf(answer).message];

async function member(): Promise<Person> {
  const who = await personOf(t, privateKeyToAccount(generatePrivateKey()), "fan");
  const created = await call(who.cookie, "POST", "/api/honeybank/accounts", { email: "m@example.com", phone: "+12025550143" }, key());
  expect(created.status).toBe(201);
  return who;
}
const quote = async (who: Person, path: string, body: unknown) => {
  const answer = await call(who.cookie, "POST", path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as QuoteAnswer;
};
const carry = (who: Person, path: string, quoteId: string, headers = key()) => call(who.cookie, "POST", path, { quoteId }, headers);
const balances = async (who: Person) =>
  Object.fromEntries(
    ((await call(who.cookie, "GET", "/api/honeybank/account")).body as { balances: { asset: string; posted: string }[] }).balances.map(
      (each) => [each.asset, BigInt(each.posted)],
    ),
  );

describe("exchange", () => {
  it("quotes 100 WBE3 to dollars with the 2 % fee first, then moves exactly that once", async () => {
    const fan = await member();
    const feesBefore = (await systemBalance(t.db, "fees", "WBE3")).posted;
    const offer = await quote(fan, "/api/honeybank/exchange/quotes", { from: "WBE3", to: "USD", amount: "100" });
    // 0.0045 USD per WBE3 (the sandbox price): 98 WBE3 after the fee are 44.1 cents, paid as 44.
    expect(offer).toMatchObject({
      kind: "exchange",
      pay: { asset: "WBE3", amount: (100n * WBE3).toString() },
      fee: { asset: "WBE3", amount: (2n * WBE3).toString() },
      receive: { asset: "USD", amount: "44" },
      rate: "1 WBE3 = $0.0045",
    });
    const done = await carry(fan, "/api/honeybank/exchange", offer.id);
    expect(done.status).toBe(201);
    expect(await balances(fan)).toMatchObject({ WBE3: 900n * WBE3, USD: 100_044n });
    expect((await systemBalance(t.db, "fees", "WBE3")).posted - feesBefore).toBe(2n * WBE3);
    expect(refusal(await carry(fan, "/api/honeybank/exchange", offer.id))).toEqual([409, "quote_used", QUOTE_USED]);
    expect(await auditLedger(t.db)).toEqual(CLEAN_BOOKS);
  });

  it("quotes dollars to WBE3, rounding what is paid out down", async () => {
    const fan = await member();
    const offer = await quote(fan, "/api/honeybank/exchange/quotes", { from: "USD", to: "WBE3", amount: "15.00" });
    expect(offer.fee).toEqual({ asset: "USD", amount: "30" });
    expect(offer.receive.amount).toBe(((1_470n * 10_000n * WBE3) / 4_500n).toString());
  });

  it("answers the same key with the first answer, and carries a quote out once when asked twice at once", async () => {
    const fan = await member();
    const offer = await quote(fan, "/api/honeybank/exchange/quotes", { from: "WBE3", to: "USD", amount: "10" });
    const headers = key();
    const first = await carry(fan, "/api/honeybank/exchange", offer.id, headers);
    expect((await carry(fan, "/api/honeybank/exchange", offer.id, headers)).body).toEqual(first.body);
    const other = await quote(fan, "/api/honeybank/exchange/quotes", { from: "WBE3", to: "USD", amount: "10" });
    const both = await Promise.all([carry(fan, "/api/honeybank/exchange", other.id), carry(fan, "/api/honeybank/exchange", other.id)]);
    expect(both.map((each) => each.status).sort()).toEqual([201, 409]);
    expect((await balances(fan)).WBE3).toBe(980n * WBE3);
  });

  it("refuses more than the wallet holds, moving nothing, and leaves the quote usable", async () => {
    const fan = await member();
    const offer = await quote(fan, "/api/honeybank/exchange/quotes", { from: "WBE3", to: "USD", amount: "1000.5" });
    expect(refusal(await carry(fan, "/api/honeybank/exchange", offer.id))[1]).toBe("insufficient_funds");
    expect(await balances(fan)).toMatchObject({ WBE3: 1000n * WBE3, USD: 100_000n });
    const row = await t.db.select().from(honeybankQuotes).where(eq(honeybankQuotes.id, offer.id));
    expect(row[0]?.usedAt).toBeNull();
  });

  it("refuses an expired quote, another user's, and one of the other kind", async () => {
    const [fan, other] = [await member(), await member()];
    const offer = await quote(fan, "/api/honeybank/exchange/quotes", { from: "WBE3", to: "USD", amount: "10" });
    expect(refusal(await carry(other, "/api/honeybank/exchange", offer.id))).toEqual([404, "quote_not_found", QUOTE_NOT_FOUND]);
    expect(refusal(await carry(fan, "/api/honeybank/metals/orders", offer.id))).toEqual([404, "quote_not_found", QUOTE_NOT_FOUND]);
    await t.db.execute(sql`update honeybank_quotes set expires_at = now() - interval '1 second' where id = ${offer.id}`);
    expect(refusal(await carry(fan, "/api/honeybank/exchange", offer.id))).toEqual([409, "quote_expired", QUOTE_EXPIRED]);
    expect(await balances(fan)).toMatchObject({ WBE3: 1000n * WBE3 });
  });

  it("refuses amounts that are not amounts, one currency to itself, and an amount that buys nothing", async () => {
    const fan = await member();
    const ask = (body: unknown) => call(fan.cookie, "POST", "/api/honeybank/exchange/quotes", body);
    for (const amount of ["0", "-1", "abc", "1.123", ""]) {
      expect((await ask({ from: "USD", to: "WBE3", amount })).status, amount).toBe(400);
    }
    expect((await ask({ from: "USD", to: "USD", amount: "1" })).status).toBe(400);
    expect(refusal(await ask({ from: "WBE3", to: "USD", amount: "1" }))).toEqual([422, "unprocessable", TOO_SMALL_TO_TRADE]);
    expect((await call(fan.cookie, "POST", "/api/honeybank/exchange", { quoteId: "not-a-uuid" }, key())).status).toBe(400);
  });
});

describe("analytics", () => {
  it("sums the fan's movements per day and kind, and the fees they paid, from the ledger", async () => {
    const fan = await member();
    const exchange = await quote(fan, "/api/honeybank/exchange/quotes", { from: "WBE3", to: "USD", amount: "100" });
    await carry(fan, "/api/honeybank/exchange", exchange.id);
    const gold = await quote(fan, "/api/honeybank/metals/quotes", { metal: "XAU", side: "buy", grams: "1" });
    await carry(fan, "/api/honeybank/metals/orders", gold.id);
    const { body } = await call(fan.cookie, "GET", "/api/honeybank/analytics");
    const today = new Date().toISOString().slice(0, 10);
    expect(body).toEqual({
      days: [
        { day: today, asset: "WBE3", in: (1000n * WBE3).toString(), out: (100n * WBE3).toString() },
        { day: today, asset: "USD", in: "100044", out: "7650" },
        { day: today, asset: "XAU", in: "1000", out: "0" },
      ].sort((a, b) => (a.asset < b.asset ? -1 : 1)),
      byKind: expect.arrayContaining([
        { kind: "exchange", asset: "WBE3", in: "0", out: (100n * WBE3).toString() },
        { kind: "exchange", asset: "USD", in: "44", out: "0" },
        { kind: "metals", asset: "USD", in: "0", out: "7650" },
        { kind: "metals", asset: "XAU", in: "1000", out: "0" },
        { kind: "sandbox_issuance", asset: "WBE3", in: (1000n * WBE3).toString(), out: "0" },
      ]) as unknown,
      fees: [
        { asset: "USD", amount: "150" },
        { asset: "WBE3", amount: (2n * WBE3).toString() },
      ],
    });
  });
});

describe("metals", () => {
  it("buys 1 g of gold at the ask with the fee on top, then sells half at the bid with the fee taken out", async () => {
    const fan = await member();
    const buy = await quote(fan, "/api/honeybank/metals/quotes", { metal: "XAU", side: "buy", grams: "1" });
    expect(buy).toMatchObject({
      pay: { asset: "USD", amount: "7650" },
      fee: { asset: "USD", amount: "150" },
      receive: { asset: "XAU", amount: "1000" },
    });
    expect((await carry(fan, "/api/honeybank/metals/orders", buy.id)).status).toBe(201);
    const sell = await quote(fan, "/api/honeybank/metals/quotes", { metal: "XAU", side: "sell", grams: "0.5" });
    expect(sell).toMatchObject({
      pay: { asset: "XAU", amount: "500" },
      fee: { asset: "USD", amount: "74" },
      receive: { asset: "USD", amount: "3626" },
    });
    expect((await carry(fan, "/api/honeybank/metals/orders", sell.id)).status).toBe(201);
    expect(await balances(fan)).toMatchObject({ USD: 100_000n - 7_650n + 3_626n, XAU: 500n });
    const oversell = await quote(fan, "/api/honeybank/metals/quotes", { metal: "XAU", side: "sell", grams: "0.501" });
    expect(refusal(await carry(fan, "/api/honeybank/metals/orders", oversell.id))[1]).toBe("insufficient_funds");
    expect(await auditLedger(t.db)).toEqual(CLEAN_BOOKS);
  });

  it("refuses a weight that is not one, and quotes nobody without a wallet", async () => {
    const fan = await member();
    for (const grams of ["0", "0.0001", "x"]) {
      expect((await call(fan.cookie, "POST", "/api/honeybank/metals/quotes", { metal: "XAG", side: "buy", grams })).status, grams).toBe(
        400,
      );
    }
    const stranger = await personOf(t, privateKeyToAccount(generatePrivateKey()), "fan");
    const answer = await call(stranger.cookie, "POST", "/api/honeybank/metals/quotes", { metal: "XAG", side: "buy", grams: "1" });
    expect([answer.status, errorOf(answer).reason]).toEqual([404, "wallet_not_created"]);
  });
});
