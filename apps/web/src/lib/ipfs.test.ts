import { describe, expect, it } from "vitest";
import { ipfsToUrl } from "./ipfs";

describe("ipfsToUrl", () => {
  it("maps ipfs URIs to our gateway and keeps web URLs", () => {
    expect(ipfsToUrl("ipfs://bafyabc")).toBe("/ipfs/bafyabc");
    expect(ipfsToUrl("ipfs://ipfs/bafyabc")).toBe("/ipfs/bafyabc");
    expect(ipfsToUrl("/ipfs/bafyabc")).toBe("/ipfs/bafyabc");
    expect(ipfsToUrl("https://example.com/a.png")).toBe("https://example.com/a.png");
  });

  it("refuses empty and script URIs", () => {
    expect(ipfsToUrl(null)).toBeNull();
    expect(ipfsToUrl("ipfs://")).toBeNull();
    expect(ipfsToUrl("javascript:alert(1)")).toBeNull();
  });
});
