import { describe, expect, it } from "vitest";
import { mintPropertyRegistry, type MintedFile } from "./mint-properties.ts";

// The seam alone (no app), on a registry of its own: the app's providers are registered by
// catalogue/mint-properties.ts and tested through the mint path (copyright/protection.test.ts).
const { register: registerMintProperties, propertiesOf: areaMintProperties } = mintPropertyRegistry();
// The providers here read neither the database nor the chain.
const context = {} as Parameters<typeof areaMintProperties>[0];
const minted: MintedFile = { fileCid: "bafkreimintproperties", userId: "u1", origin: "https://wbe3.example" };

describe("what areas add to a track token's properties", () => {
  it("merges every registered area's properties, each asked with the file, its minter and the origin", async () => {
    const asked: MintedFile[] = [];
    registerMintProperties("mint-test-a", (_, file) => {
      asked.push(file);
      return Promise.resolve({ copyright: { sha256: "0xabc" } });
    });
    registerMintProperties("mint-test-b", () => Promise.resolve({ venue: "Harbour Hall" }));
    expect(await areaMintProperties(context, minted)).toEqual({ copyright: { sha256: "0xabc" }, venue: "Harbour Hall" });
    expect(asked).toEqual([minted]);
  });

  it("registers an area once", () => {
    expect(() => registerMintProperties("mint-test-a", () => Promise.resolve({}))).toThrow(/registered already/);
  });
});
