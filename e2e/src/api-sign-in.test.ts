import { describe, expect, it } from "vitest";
import { cookieFromSetCookie } from "./api-sign-in.ts";

describe("cookieFromSetCookie", () => {
  it("keeps the name, value and the attributes the server set", () => {
    const before = Math.floor(Date.now() / 1000);
    const cookie = cookieFromSetCookie("wbe3_session=abc=123; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax", "http://127.0.0.1:8787");
    expect(cookie).toMatchObject({ name: "wbe3_session", value: "abc=123", url: "http://127.0.0.1:8787", httpOnly: true, sameSite: "Lax" });
    expect(cookie.expires).toBeGreaterThanOrEqual(before + 86400);
    expect(cookie.secure).toBeUndefined();
  });

  it("hands a Secure (__Host-) cookie over for the same host under https", () => {
    const cookie = cookieFromSetCookie("__Host-session=s1; Path=/; HttpOnly; Secure; SameSite=Strict", "http://127.0.0.1:8787");
    expect(cookie).toMatchObject({ name: "__Host-session", value: "s1", url: "https://127.0.0.1:8787", secure: true, sameSite: "Strict" });
  });

  it("refuses a header without a name", () => {
    expect(() => cookieFromSetCookie("=x; Path=/", "http://127.0.0.1")).toThrow(/Not a cookie/);
  });
});
