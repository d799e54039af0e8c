import { describe, expect, it } from "vitest";
import { WALLET_LOADING } from "@wbe3/domain";
import { requireTransactor } from "./require-transactor";
import type { Transactor } from "./transactor";

class Stopped extends Error {}

const transactor = {} as Transactor;

describe("requireTransactor", () => {
  it("answers the transactor once the wallet is ready", () => {
    expect(requireTransactor(transactor)).toBe(transactor);
    expect(requireTransactor(transactor, Stopped)).toBe(transactor);
  });

  it("stops with the one wallet-loading message before then", () => {
    expect(() => requireTransactor(null)).toThrow(new Error(WALLET_LOADING));
    expect(() => requireTransactor(null, Stopped)).toThrow(Stopped);
    expect(() => requireTransactor(null, Stopped)).toThrow(WALLET_LOADING);
  });
});
