import { describe, expect, it } from "vitest";
import { liveShowStatus } from "./form-options.ts";

describe("liveShowStatus", () => {
  it("keeps upcoming and live", () => {
    expect(liveShowStatus("upcoming")).toBe("upcoming");
    expect(liveShowStatus("live")).toBe("live");
  });

  it.each(["ended", "cancelled", "LIVE", "", null, undefined])("shows %o as ended", (status) => {
    expect(liveShowStatus(status)).toBe("ended");
  });
});
