import { describe, expect, it } from "vitest";
import { AppError, ERROR_CODES, isApiErrorBody, isErrorCode } from "./errors.ts";

describe("AppError", () => {
  it.each(Object.entries(ERROR_CODES))("maps %s to HTTP %i", (code, status) => {
    if (!isErrorCode(code)) throw new Error(`not a code: ${code}`);
    const error = new AppError(code, "boom");
    expect(error.status).toBe(status);
    expect(error).toBeInstanceOf(Error);
    expect(error.toBody()).toEqual({ error: { code, message: "boom" } });
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
  ])("rejects %o", (value) => {
    expect(isApiErrorBody(value)).toBe(false);
  });
});
