import { describe, expect, it } from "vitest";
import { exportPrefix } from "./build-artifacts.ts";

describe("exportPrefix", () => {
  it.each([
    ["WBE3Token", "wbe3Token"],
    ["WBE3Payments", "wbe3Payments"],
    ["TrackNFT", "trackNFT"],
    ["TicketNFT", "ticketNFT"],
    ["CopyrightRegistry", "copyrightRegistry"],
    ["ERC20", "erc20"],
    ["A", "a"],
  ])("prefixes the exports of %s with %s", (contractName, prefix) => {
    expect(exportPrefix(contractName)).toBe(prefix);
  });
});
