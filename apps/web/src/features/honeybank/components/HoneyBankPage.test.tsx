import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  FILL_REQUIRED_FIELDS,
  PHONE_INVALID,
  REFERRAL_CODE_UNKNOWN,
  SIGN_IN_FOR_HONEYBANK,
  WALLET_CREATE_FAILED,
  WALLET_CREATED,
  WALLET_NOT_CREATED,
  type HoneybankAccountAnswer,
} from "@wbe3/domain";
import { axeViolations } from "@/test/axe";
import { apiError, installFakeApi, meFor, sessionUser } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";

const me = meFor(sessionUser({ id: "fan-1", role: "fan", name: "Fan" }));
const WALLET: HoneybankAccountAnswer = {
  email: "fan@example.com",
  phone: "+12025550143",
  referralCode: "ABCD2345",
  referred: false,
  createdAt: "2026-11-29T08:00:00.000Z",
  sandbox: true,
  balances: [
    {
      asset: "WBE3",
      posted: (1000n * 10n ** 18n).toString(),
      pendingDebits: "0",
      pendingCredits: "0",
      available: (1000n * 10n ** 18n).toString(),
    },
    { asset: "USD", posted: "100000", pendingDebits: "1500", pendingCredits: "0", available: "98500" },
    { asset: "XAU", posted: "0", pendingDebits: "0", pendingCredits: "0", available: "0" },
    { asset: "XAG", posted: "0", pendingDebits: "0", pendingCredits: "0", available: "0" },
  ],
};
const ANALYTICS = {
  days: [{ day: "2026-11-29", asset: "USD", in: "100044", out: "7650" }],
  byKind: [{ kind: "metals", asset: "USD", in: "0", out: "7650" }],
  fees: [{ asset: "USD", amount: "150" }],
};
const STATEMENT = {
  entries: [
    {
      id: "2",
      asset: "USD",
      layer: "posted",
      amount: "100000",
      kind: "sandbox_issuance",
      description: "Sandbox starting balance",
      createdAt: WALLET.createdAt,
    },
  ],
  nextBefore: null,
};

/** A refusal with its reason, as the server answers it. */
const refusal = (code: string, reason: string, message: string, status: number) =>
  jsonResponse({ error: { code, reason, message } }, status);

beforeEach(() => installMatchMedia());
afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
});

function withoutWallet(answerCreate: (request: { body: unknown; headers: Headers }) => Response) {
  let wallet: HoneybankAccountAnswer | null = null;
  return installFakeApi({
    me,
    routes: {
      "GET /api/honeybank/account": () =>
        wallet ? jsonResponse(wallet) : refusal("not_found", "wallet_not_created", WALLET_NOT_CREATED, 404),
      "GET /api/honeybank/ledger": () => jsonResponse(STATEMENT),
      "GET /api/honeybank/analytics": () => jsonResponse(ANALYTICS),
      "POST /api/honeybank/accounts": (request) => {
        const answer = answerCreate(request);
        if (answer.status === 201) wallet = WALLET;
        return answer;
      },
    },
  });
}

const fill = async (fields: { email?: string; phone?: string; referral?: string }) => {
  const user = userEvent.setup();
  if (fields.email) await user.type(screen.getByLabelText("E-mail"), fields.email);
  if (fields.phone) await user.type(screen.getByLabelText("Phone", { exact: false }), fields.phone);
  if (fields.referral) await user.type(screen.getByLabelText("Referral code (optional)"), fields.referral);
  await user.click(screen.getByRole("button", { name: "Create wallet" }));
  return user;
};

describe("HoneyBank's wallet", () => {
  it("creates the wallet, says so where focus lands, and shows the sandbox's balances", async () => {
    const api = withoutWallet(() => jsonResponse(WALLET, 201));
    renderApp({ path: "/honeybank", me });
    await screen.findByRole("form", { name: "Create your HoneyBank wallet" });
    await fill({ email: "fan@example.com", phone: "202 555 0143" });
    const created = await screen.findByRole("status");
    expect(created).toHaveTextContent(WALLET_CREATED);
    await waitFor(() => expect(created).toHaveFocus());
    expect(api.bodiesFor("POST /api/honeybank/accounts")).toEqual([{ email: "fan@example.com", phone: "+12025550143" }]);
    const balances = screen.getByLabelText("Balances");
    expect(balances).toHaveTextContent("1,000.00 WBE3");
    expect(balances).toHaveTextContent("$985.00");
    expect(balances).toHaveTextContent("$15.00 held");
    expect(screen.getByText("Sandbox")).toBeInTheDocument();
    expect(screen.getByText("ABCD2345")).toBeInTheDocument();
    expect(await screen.findByText("Sandbox starting balance")).toBeInTheDocument();
    // Analytics, from the ledger: the balance over time (a chart with its table), in and out by kind, the fees.
    const byKind = await screen.findByRole("table", { name: "In and out by kind" });
    expect(byKind).toHaveTextContent("Metals$0.00$76.50");
    expect(await screen.findByRole("table", { name: /US dollars balance/ })).toHaveTextContent("$923.94");
    expect(screen.getByText("Honey Drop fees paid: $1.50")).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("asks a visitor to sign in, asking the server nothing about a wallet", async () => {
    const api = installFakeApi({ routes: { "GET /api/honeybank/account": () => jsonResponse(WALLET) } });
    renderApp({ path: "/honeybank" });
    expect(await screen.findByText(SIGN_IN_FOR_HONEYBANK)).toBeInTheDocument();
    expect(api.mock.mock.calls.some(([url]) => (url instanceof Request ? url.url : url.toString()).includes("/api/honeybank"))).toBe(false);
  });

  it("asks for the required fields and a valid phone before sending anything", async () => {
    const api = withoutWallet(() => jsonResponse(WALLET, 201));
    renderApp({ path: "/honeybank", me });
    await screen.findByRole("form", { name: "Create your HoneyBank wallet" });
    await fill({});
    expect(await screen.findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("E-mail")).toHaveFocus());
    await fill({ email: "fan@example.com", phone: "12345" });
    expect(await screen.findByText(PHONE_INVALID)).toBeInTheDocument();
    expect(api.bodiesFor("POST /api/honeybank/accounts")).toEqual([]);
  });

  it("says an unknown referral code at its field, and keeps the action's key while it is retried", async () => {
    let failures = 1;
    const keys: (string | null)[] = [];
    withoutWallet(({ body, headers }) => {
      keys.push(headers.get("Idempotency-Key"));
      if ((body as { referralCode?: string }).referralCode === "NOPE2345") {
        return refusal("unprocessable", "referral_code_unknown", REFERRAL_CODE_UNKNOWN, 422);
      }
      if (failures-- > 0) return apiError("unavailable", "The service is busy.", 503);
      return jsonResponse(WALLET, 201);
    });
    renderApp({ path: "/honeybank", me });
    await screen.findByRole("form", { name: "Create your HoneyBank wallet" });
    const user = await fill({ email: "fan@example.com", phone: "+12025550143", referral: "NOPE2345" });
    expect(await screen.findByText(REFERRAL_CODE_UNKNOWN)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Referral code (optional)")).toHaveFocus());

    await user.clear(screen.getByLabelText("Referral code (optional)"));
    await user.click(screen.getByRole("button", { name: "Create wallet" }));
    const failed = await screen.findByText(`${WALLET_CREATE_FAILED}: The service is busy.`);
    await waitFor(() => expect(failed).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Create wallet" }));
    expect(await screen.findByRole("status")).toHaveTextContent(WALLET_CREATED);

    expect(keys).toHaveLength(3);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe(keys[1]);
  });
});

describe("HoneyBank's exchange and metals", () => {
  const QUOTE = {
    id: "7f1c1d6e-0d6a-4a4e-9a47-5b1f0b6c9e01",
    kind: "exchange",
    pay: { asset: "WBE3", amount: (100n * 10n ** 18n).toString() },
    fee: { asset: "WBE3", amount: (2n * 10n ** 18n).toString() },
    receive: { asset: "USD", amount: "44" },
    rate: "1 WBE3 = $0.0045",
    expiresAt: "2026-11-29T08:00:30.000Z",
  };

  it("shows the quote with its 2 % fee first, then confirms it once per quote, focus following", async () => {
    const keys: (string | null)[] = [];
    let failures = 1;
    const api = installFakeApi({
      me,
      routes: {
        "GET /api/honeybank/account": () => jsonResponse(WALLET),
        "GET /api/honeybank/ledger": () => jsonResponse(STATEMENT),
        "GET /api/honeybank/analytics": () => jsonResponse(ANALYTICS),
        "POST /api/honeybank/exchange/quotes": () => jsonResponse(QUOTE, 201),
        "POST /api/honeybank/exchange": ({ headers }) => {
          keys.push(headers.get("Idempotency-Key"));
          if (failures-- > 0) return apiError("unavailable", "The service is busy.", 503);
          return jsonResponse({ quote: QUOTE, balances: WALLET.balances }, 201);
        },
      },
    });
    renderApp({ path: "/honeybank", me });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Amount (WBE3)"), "100");
    await user.click(screen.getAllByRole("button", { name: "Get quote" })[0] as HTMLElement);
    const review = await screen.findByRole("group", { name: "Quote" });
    await waitFor(() => expect(review).toHaveFocus());
    expect(review).toHaveTextContent("100.00 WBE3");
    expect(review).toHaveTextContent("Honey Drop fee (2 %)2.00 WBE3");
    expect(review).toHaveTextContent("$0.44");
    expect(api.bodiesFor("POST /api/honeybank/exchange/quotes")).toEqual([{ from: "WBE3", to: "USD", amount: "100" }]);

    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const failed = await screen.findByText("The service is busy.");
    await waitFor(() => expect(failed).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const done = await screen.findByText("Done: paid 100.00 WBE3, received $0.44.");
    await waitFor(() => expect(done).toHaveFocus());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("says why a weight cannot be quoted, at its field", async () => {
    installFakeApi({
      me,
      routes: {
        "GET /api/honeybank/account": () => jsonResponse(WALLET),
        "GET /api/honeybank/ledger": () => jsonResponse(STATEMENT),
        "GET /api/honeybank/analytics": () => jsonResponse(ANALYTICS),
        "POST /api/honeybank/metals/quotes": () => apiError("bad_request", "Grams amounts have at most 3 decimal places", 400),
      },
    });
    renderApp({ path: "/honeybank", me });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Weight (grams)"), "0.0001");
    await user.click(screen.getAllByRole("button", { name: "Get quote" })[1] as HTMLElement);
    expect(await screen.findByText("Grams amounts have at most 3 decimal places")).toBeInTheDocument();
    expect(screen.getByLabelText("Weight (grams)")).toHaveAttribute("aria-invalid", "true");
  });
});
