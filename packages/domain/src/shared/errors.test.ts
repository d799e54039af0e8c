import { describe, expect, it } from "vitest";
import { AppError, ERROR_CODES, isApiErrorBody, isErrorCode } from "./errors.ts";
import { isWaitingReason } from "./reasons.ts";

describe("AppError", () => {
  it.each(Object.entries(ERROR_CODES))("maps %s to HTTP %i", (code, status) => {
    if (!isErrorCode(code)) throw new Error(`not a code: ${code}`);
    const error = new AppError(code, "boom");
    expect(error.status).toBe(status);
    expect(error).toBeInstanceOf(Error);
    expect(error.toBody()).toEqual({ error: { code, reason: code, message: "boom" } });
  });

  it("carries a specific reason when one is named, and says whether it may pass by waiting", () => {
    expect(new AppError("conflict", "wait", { reason: "receipt_unconfirmed" }).toBody().error.reason).toBe("receipt_unconfirmed");
    expect(isWaitingReason("receipt_unconfirmed")).toBe(true);
    expect(isWaitingReason("receipt_not_found")).toBe(true);
    expect(isWaitingReason("tx_reverted")).toBe(false);
    expect(isWaitingReason("conflict")).toBe(false);
  });

  it("keeps the cause", () => {
    const cause = new Error("root");
    expect(new AppError("internal", "wrapped", { cause }).cause).toBe(cause);
  });

  it("names itself so logs show what it is", () => {
    expect(new AppError("not_found", "missing").name).toBe("AppError");
  });
});

describe("isApiErrorBody", () => {
  it("accepts the one error shape", () => {
    expect(isApiErrorBody({ error: { code: "conflict", message: "taken" } })).toBe(true);
    expect(isApiErrorBody({ error: { code: "conflict", reason: "order_void", message: "void" } })).toBe(true);
    expect(isApiErrorBody(new AppError("forbidden", "no").toBody())).toBe(true);
  });

  it.each([
    null,
    "error",
    {},
    { error: null },
    { error: "bad" },
    { error: { code: "teapot", message: "x" } },
    { error: { code: "conflict" } },
    { error: { code: "conflict", message: 42 } },
    { error: { code: "toString", message: "x" } },
    { error: { code: "conflict", reason: "teapot", message: "x" } },
  ])("rejects %o", (value) => {
    expect(isApiErrorBody(value)).toBe(false);
  });
});
