import { describe, expect, it } from "vitest";
import { fillPath, splitEndpointKey } from "./endpoint.ts";

describe("endpoint keys", () => {
  it("split into method and path", () => {
    expect(splitEndpointKey("GET /api/artists/:username")).toEqual({ method: "GET", path: "/api/artists/:username" });
  });

  it("fill path parameters URL-encoded", () => {
    expect(fillPath("/api/artists/:username", { username: "a/b c" })).toBe("/api/artists/a%2Fb%20c");
    expect(fillPath("/api/uploads/:id/mint", { id: "42" })).toBe("/api/uploads/42/mint");
    // A name may hold digits after its first letter (the copyright area's `:sha256`).
    expect(fillPath("/api/copyright/verify/:sha256", { sha256: "0xab" })).toBe("/api/copyright/verify/0xab");
    expect(fillPath("/api/copyright/registrations/:id/certificate.pdf", { id: "7" })).toBe(
      "/api/copyright/registrations/7/certificate.pdf",
    );
  });

  it("refuse a missing parameter rather than call the wrong URL", () => {
    expect(() => fillPath("/api/artists/:username", {})).toThrow(/username/);
  });
});
