import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@wbe3/domain";
import { jsonResponse, stubFetch } from "@/test/fetch-stub";
import { confirmWhenSettled } from "./pay-order";

const TX = `0x${"ab".repeat(32)}` as const;
const PAID = {
  id: "order-1",
  kind: "tier",
  status: "paid",
  items: [],
  total: "1",
  currency: "WBE3",
  expiresAt: "2026-01-01T00:00:00.000Z",
  txHash: TX,
  paidAt: "2026-01-01T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
};
const refusal = (status: number, code: string, reason: string) => jsonResponse({ error: { code, reason, message: reason } }, status);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("confirmWhenSettled", () => {
  it("asks again while the payment waits for confirmations or the node, then answers the paid order", async () => {
    vi.useFakeTimers();
    const answers = [refusal(404, "not_found", "receipt_not_found"), refusal(409, "conflict", "receipt_unconfirmed"), jsonResponse(PAID)];
    const { mock: fetch } = stubFetch(() => answers.shift() ?? jsonResponse(PAID));
    const confirmed = confirmWhenSettled("order-1", TX);
    await vi.runAllTimersAsync();
    await expect(confirmed).resolves.toMatchObject({ status: "paid" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    ["a void order", 409, "conflict", "order_void"],
    ["another order's transaction", 409, "conflict", "order_paid_by_other_tx"],
    ["a reverted transaction", 400, "bad_request", "tx_reverted"],
    ["a payment to another contract", 400, "bad_request", "wrong_contract"],
  ])("shows %s at once, without asking again", async (_, status, code, reason) => {
    const { mock: fetch } = stubFetch(() => refusal(status, code, reason));
    const error = await confirmWhenSettled("order-1", TX).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, reason });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
