import { describe, expect, it } from "vitest";
import { getAddress, keccak256, parseEther, toHex, zeroAddress, zeroHash } from "viem";
import { devAccounts, wbe3MarketplaceAbi } from "@wbe3/contracts";
import { platformFee } from "@wbe3/domain";
import { suiteChain } from "../../test/suite-chain.ts";
import { lastPaidIn, paymentSplit, seriesOf } from "./payment-split.ts";

// Whom a payment order pays, read from the suite's Anvil (no app, no database, no transaction):
// the platform alone, or a seller with the platform's fee taken by checkout's rule.
const chain = suiteChain();
const AMOUNT = parseEther("40");
const SELLER = devAccounts(130)[129]?.address ?? zeroAddress;
const marketplace = (functionName: "feeRecipient" | "platformFeeBps") =>
  chain.client.readContract({ address: chain.contracts.WBE3Marketplace, abi: wbe3MarketplaceAbi, functionName });

describe("paymentSplit", () => {
  it("pays the platform alone: its treasury (the marketplace's fee recipient), no fee", async () => {
    expect(await paymentSplit(chain, AMOUNT, undefined)).toEqual({
      payee: await marketplace("feeRecipient"),
      fee: 0n,
      feeRecipient: zeroAddress,
    });
  });

  it("pays an artist or a partner at their wallet, in any letter case, less the platform's fee to its treasury", async () => {
    const [treasury, feeBps] = [await marketplace("feeRecipient"), Number(await marketplace("platformFeeBps"))];
    const fee = platformFee(AMOUNT, feeBps);
    expect(fee).toBeGreaterThan(0n);
    // Not checksummed: one letter's case turned (a wallet stored or typed any way).
    const turned = SELLER.replace(/[a-f]/, (letter) => letter.toUpperCase());
    expect(turned).not.toBe(SELLER);
    for (const [role, walletAddress] of [
      ["artist", SELLER.toLowerCase()],
      ["partner", turned],
    ] as const) {
      expect(await paymentSplit(chain, AMOUNT, { role, walletAddress })).toEqual({
        payee: getAddress(SELLER),
        fee,
        feeRecipient: treasury,
      });
    }
  });

  it("refuses another role, no role, no wallet and a wallet that is not an address: the calling area's mistake", async () => {
    for (const role of ["fan", "admin", null] as const) {
      await expect(paymentSplit(chain, AMOUNT, { role, walletAddress: SELLER })).rejects.toThrow("only an artist or a partner");
    }
    for (const walletAddress of [null, "", "0x1234"]) {
      await expect(paymentSplit(chain, AMOUNT, { role: "artist", walletAddress })).rejects.toThrow("has no wallet");
    }
  });
});

describe("a payment order's series", () => {
  it("is keyed per account and kind exactly as WBE3Payments holds it (another key starts every series afresh)", () => {
    const [account, other] = ["6f1c2f8e-0b7a-4d3e-9a51-0c7d2b1e4f60", "0d4e7a52-3b1f-4c9e-8e21-5a6b7c8d9e0f"];
    expect(seriesOf(account, "tier")).toBe(keccak256(toHex(`wbe3:tier:${account}`)));
    expect(new Set([seriesOf(account, "tier"), seriesOf(other, "tier"), seriesOf(account, "publishing_unlock")]).size).toBe(3);
  });

  it("has no last paid order until one is paid", async () => {
    expect(await lastPaidIn(chain, seriesOf(crypto.randomUUID(), "tier"))).toBe(zeroHash);
  });
});
