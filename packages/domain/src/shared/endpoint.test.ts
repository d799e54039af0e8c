import { describe, expect, it } from "vitest";
import { fillPath, splitEndpointKey } from "./endpoint.ts";

describe("endpoint keys", () => {
  it("split into method and path", () => {
    expect(splitEndpointKey("GET /api/artists/:username")).toEqual({ method: "GET", path: "/api/artists/:username" });
  });

  it("fill path parameters URL-encoded", () => {
    expect(fillPath("/api/artists/:username", { username: "a/b c" })).toBe("/api/artists/a%2Fb%20c");
    expect(fillPath("/api/uploads/:id/mint", { id: "42" })).toBe("/api/uploads/42/mint");
  });

  it("refuse a missing parameter rather than call the wrong URL", () => {
    expect(() => fillPath("/api/artists/:username", {})).toThrow(/username/);
  });
});
