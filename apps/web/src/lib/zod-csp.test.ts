import { describe, expect, it } from "vitest";
import "./zod-csp";
import { config } from "zod/v4/core";

describe("zod under a CSP without unsafe-eval", () => {
  it("puts zod in jitless mode, so it never probes for eval", () => {
    expect(config().jitless).toBe(true);
  });
});
