import { describe, expect, it } from "vitest";
import { describeSessionFailures } from "./guarded-session.ts";

const clean = { blockedRequests: [], cspViolations: [], pageErrors: [] };

describe("describeSessionFailures", () => {
  it("has nothing to say about a clean session", () => {
    expect(describeSessionFailures(clean)).toBeNull();
  });

  it("lists every blocked URL, CSP refusal and page error", () => {
    const text = describeSessionFailures({
      blockedRequests: ["https://fonts.example/a.woff2", "wss://socket.example/"],
      cspViolations: ["https://api.example/x refused by connect-src on http://127.0.0.1:1/"],
      pageErrors: [new TypeError("items is undefined")],
    });
    expect(text).toContain("2 non-loopback URL(s)");
    expect(text).toContain("https://fonts.example/a.woff2");
    expect(text).toContain("wss://socket.example/");
    expect(text).toContain("refused by connect-src");
    expect(text).toContain("items is undefined");
  });
});
