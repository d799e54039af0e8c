import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, withBoundPort } from "./env.ts";

// Issue #9 points 3 and 4: origins and configured e-mails as parseEnv reads them.
describe("parseEnv: origins", () => {
  it("stops a production server without PUBLIC_ORIGIN with a message naming it", () => {
    let error: unknown;
    try {
      parseEnv({ NODE_ENV: "production" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).issues).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN: required in production/)]);
  });

  it("uses only PUBLIC_ORIGIN's origin when set", () => {
    const production = { NODE_ENV: "production", CONTENT_LINK_SECRET: "k".repeat(32) };
    expect(parseEnv({ ...production, PUBLIC_ORIGIN: "https://wbe3.example/app/" }).origins).toEqual({
      canonical: "https://wbe3.example",
      allowed: ["https://wbe3.example"],
    });
    expect(() => parseEnv({ PUBLIC_ORIGIN: "ftp://wbe3.example" })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) URL/);
  });

  it("derives the local origins from HOST and PORT", () => {
    const loopback = ["http://localhost:9000", "http://127.0.0.1:9000"];
    expect(parseEnv({ PORT: "9000" }).origins).toEqual({ canonical: "http://localhost:9000", allowed: loopback });
    expect(parseEnv({ PORT: "9000", HOST: "0.0.0.0" }).origins.allowed).toEqual(loopback);
    expect(parseEnv({ PORT: "9000", HOST: "192.168.1.5" }).origins).toEqual({
      canonical: "http://192.168.1.5:9000",
      allowed: ["http://192.168.1.5:9000", ...loopback],
    });
  });

  it("resolves PORT 0 to the bound port", () => {
    expect(withBoundPort(parseEnv({ PORT: "0" }), 41234).origins.allowed).toEqual(["http://localhost:41234", "http://127.0.0.1:41234"]);
  });
});

describe("parseEnv: configured e-mails", () => {
  it("normalises case and surrounding space", () => {
    const env = parseEnv({ ADMIN_EMAILS: " Boss@Example.COM , ", PRIVILEGED_EMAILS: "\tQueen@EXAMPLE.com,queen@example.com" });
    expect([...env.access.adminEmails]).toEqual(["boss@example.com"]);
    expect([...env.access.privilegedEmails]).toEqual(["queen@example.com"]);
  });
});
