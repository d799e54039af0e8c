import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("clientNetwork", () => {
  it("keeps an IPv4 address as it is, also when mapped into IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("names an IPv6 address by its /64, however it is written", () => {
    const network = "2001:db8:0:1::/64";
    expect(clientNetwork("2001:db8:0:1::1")).toBe(network);
    expect(clientNetwork("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe(network);
    expect(clientNetwork("2001:DB8:0:1:a:b:c:d")).toBe(network);
    expect(clientNetwork("2001:db8::1:0:0:1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
    expect(clientNetwork("2001:db8:0:2::1")).not.toBe(network);
  });

  it("keeps anything else as it is", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});
