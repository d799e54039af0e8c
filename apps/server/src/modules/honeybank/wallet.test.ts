import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  FILL_REQUIRED_FIELDS,
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_KEY_REUSED,
  PHONE_INVALID,
  REFERRAL_CODE_UNKNOWN,
  SANDBOX_ISSUANCE_NOTE,
  WALLET_EXISTS,
  WALLET_NOT_CREATED,
  type HoneybankAccountAnswer,
} from "@wbe3/domain";
import { apiCaller, errorOf, type ApiAnswer } from "../../test/api-call.ts";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditLedger, CLEAN_BOOKS } from "@wbe3/db/testing";

// HoneyBank's wallet over the API (issue 27, point 2): creation, the referral, the sandbox's
// starting balances, and each money request once per Idempotency-Key.
let t: TestApp;
const call = apiCaller(() => t);
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const someone = (): Promise<Person> => personOf(t, privateKeyToAccount(generatePrivateKey()), "fan");
let keys = 0;
const form = (changes: Record<string, unknown> = {}) => ({ email: "Fan@Example.com", phone: "+1 (202) 555-0143", ...changes });
const create = (who: Person, body: unknown, key: string | null = `key-${++keys}`) =>
  call(who.cookie, "POST", "/api/honeybank/accounts", body, key === null ? {} : { "idempotency-key": key });
const refusal = (answer: ApiAnswer) => [answer.status, errorOf(answer).reason, errorOf(answer).message];
const balance = (wallet: HoneybankAccountAnswer, asset: string) => wallet.balances.find((each) => each.asset === asset);

describe("creating a HoneyBank wallet", () => {
  it("opens the wallet with the phone in E.164 and, in local mode, the sandbox's 1000 WBE3 and $1000.00", async () => {
    const fan = await someone();
    const created = await create(fan, form());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const wallet = created.body as HoneybankAccountAnswer;
    expect(wallet).toMatchObject({ email: "fan@example.com", phone: "+12025550143", referred: false, sandbox: true });
    expect(wallet.referralCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(balance(wallet, "WBE3")).toMatchObject({ posted: (1000n * 10n ** 18n).toString(), available: (1000n * 10n ** 18n).toString() });
    expect(balance(wallet, "USD")).toMatchObject({ posted: "100000", available: "100000" });
    expect(balance(wallet, "XAU")).toMatchObject({ posted: "0" });
    expect((await call(fan.cookie, "GET", "/api/honeybank/account")).body).toEqual(wallet);
    const statement = (await call(fan.cookie, "GET", "/api/honeybank/ledger")).body as { entries: { kind: string; description: string }[] };
    expect(statement.entries.map((entry) => [entry.kind, entry.description])).toEqual([
      ["sandbox_issuance", SANDBOX_ISSUANCE_NOTE],
      ["sandbox_issuance", SANDBOX_ISSUANCE_NOTE],
    ]);
    expect(await auditLedger(t.db)).toEqual(CLEAN_BOOKS);
  });

  it("refuses missing fields, a bad phone and an unknown referral code, and records nothing", async () => {
    const fan = await someone();
    expect(refusal(await create(fan, form({ phone: "" })))).toEqual([400, "invalid_input", FILL_REQUIRED_FIELDS]);
    expect(refusal(await create(fan, form({ email: "" })))).toEqual([400, "invalid_input", FILL_REQUIRED_FIELDS]);
    expect(refusal(await create(fan, form({ phone: "12345" })))).toEqual([400, "invalid_input", PHONE_INVALID]);
    expect(refusal(await create(fan, form({ phone: "+1 555 0100 9999 12" })))).toEqual([400, "invalid_input", PHONE_INVALID]);
    expect(refusal(await create(fan, form({ referralCode: "ZZZZZZZZ" })))).toEqual([422, "referral_code_unknown", REFERRAL_CODE_UNKNOWN]);
    expect(refusal(await call(fan.cookie, "GET", "/api/honeybank/account"))).toEqual([404, "wallet_not_created", WALLET_NOT_CREATED]);
  });

  it("records who referred a wallet, by the code they share (any case)", async () => {
    const referrer = (await create(await someone(), form())).body as HoneybankAccountAnswer;
    const referred = await create(await someone(), form({ referralCode: ` ${referrer.referralCode.toLowerCase()} ` }));
    expect(referred.status).toBe(201);
    expect(referred.body).toMatchObject({ referred: true });
    expect((referred.body as HoneybankAccountAnswer).referralCode).not.toBe(referrer.referralCode);
  });

  it("opens one wallet per user: a second creation is refused", async () => {
    const fan = await someone();
    expect((await create(fan, form())).status).toBe(201);
    expect(refusal(await create(fan, form()))).toEqual([409, "wallet_exists", WALLET_EXISTS]);
  });

  it("needs an Idempotency-Key", async () => {
    const fan = await someone();
    expect(refusal(await create(fan, form(), null))).toEqual([400, "idempotency_key_required", IDEMPOTENCY_KEY_REQUIRED]);
    expect(refusal(await create(fan, form(), "has space"))).toEqual([400, "idempotency_key_required", IDEMPOTENCY_KEY_REQUIRED]);
  });

  it("answers a key sent again with the first answer, sent twice at once too, and credits the sandbox once", async () => {
    const fan = await someone();
    const [first, second] = await Promise.all([create(fan, form(), "twice"), create(fan, form(), "twice")]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const again = await create(fan, form(), "twice");
    expect(again.body).toEqual(first.body);
    const wallet = (await call(fan.cookie, "GET", "/api/honeybank/account")).body as HoneybankAccountAnswer;
    expect(balance(wallet, "USD")?.posted).toBe("100000");
    expect(refusal(await create(fan, form({ phone: "+44 20 7946 0958" }), "twice"))).toEqual([
      422,
      "idempotency_key_reused",
      IDEMPOTENCY_KEY_REUSED,
    ]);
  });

  it("keeps one user's keys apart from another's", async () => {
    const [one, two] = [await someone(), await someone()];
    expect((await create(one, form(), "shared-key")).status).toBe(201);
    const theirs = await create(two, form(), "shared-key");
    expect(theirs.status).toBe(201);
    expect((theirs.body as HoneybankAccountAnswer).referralCode).not.toBe("");
  });
});

describe("the statement", () => {
  it("pages by `before`, filters by asset, and refuses a bad query", async () => {
    const fan = await someone();
    await create(fan, form());
    const page = (await call(fan.cookie, "GET", "/api/honeybank/ledger?limit=1")).body as {
      entries: { id: string; asset: string }[];
      nextBefore: string;
    };
    expect(page.entries).toHaveLength(1);
    const next = (await call(fan.cookie, "GET", `/api/honeybank/ledger?limit=1&before=${page.nextBefore}`)).body as typeof page;
    expect(next.entries).toHaveLength(1);
    expect(next.nextBefore).toBeNull();
    expect(new Set([page.entries[0]?.asset, next.entries[0]?.asset])).toEqual(new Set(["WBE3", "USD"]));
    const usd = (await call(fan.cookie, "GET", "/api/honeybank/ledger?asset=USD")).body as typeof page;
    expect(usd.entries.map((entry) => entry.asset)).toEqual(["USD"]);
    expect((await call(fan.cookie, "GET", "/api/honeybank/ledger?asset=EUR")).status).toBe(400);
    expect((await call(fan.cookie, "GET", "/api/honeybank/ledger?limit=1000")).status).toBe(400);
    expect((await call(fan.cookie, "GET", "/api/honeybank/ledger?before=abc")).status).toBe(400);
  });
});
