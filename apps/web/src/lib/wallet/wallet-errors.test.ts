import { describe, expect, it } from "vitest";
import { UserRejectedRequestError } from "viem";
import { walletErrorCode, walletErrorMessage } from "./wallet-errors";

describe("walletErrorCode", () => {
  it("reads a provider's code directly or through wrapping errors", () => {
    expect(walletErrorCode(Object.assign(new Error("pending"), { code: -32002 }))).toBe(-32002);
    const wrapped = new Error("outer", { cause: new Error("middle", { cause: Object.assign(new Error("inner"), { code: 4001 }) }) });
    expect(walletErrorCode(wrapped)).toBe(4001);
    expect(walletErrorCode(new UserRejectedRequestError(new Error("no")))).toBe(4001);
  });

  it("is null when no link carries a code", () => {
    expect(walletErrorCode(new Error("plain"))).toBeNull();
    expect(walletErrorCode("text")).toBeNull();
  });
});

describe("walletErrorMessage", () => {
  it("prefers viem's short message over its long, multi-line one", () => {
    expect(walletErrorMessage(new UserRejectedRequestError(new Error("no")))).toBe("User rejected the request.");
    expect(walletErrorMessage(new Error("Something broke"))).toBe("Something broke");
  });
});
