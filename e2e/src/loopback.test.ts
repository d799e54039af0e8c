import { describe, expect, it } from "vitest";
import { isLoopbackUrl } from "./loopback.ts";

describe("isLoopbackUrl", () => {
  it.each([
    "http://127.0.0.1:8787/api/health",
    "http://127.8.9.10/",
    "http://localhost:5173/",
    "ws://localhost/socket",
    "http://[::1]:8787/",
  ])("lets %s through", (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    "https://music.apple.com/us/search?term=WBE3",
    "http://128.0.0.1/",
    "http://10.0.0.1/",
    "http://127.0.0.1.example.com/",
    "http://localhost.example.com/",
    "http://[::2]/",
    "not a url",
  ])("treats %s as the outside world", (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});
