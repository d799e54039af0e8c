import { describe, expect, it } from "vitest";
import { splitLinks } from "./split-links";

describe("splitLinks", () => {
  it("finds the links in a mail and keeps the text around them", () => {
    expect(splitLinks("Hello,\nConfirm here:\nhttp://localhost:8787/verify-email?token=abc_123\n\nThanks")).toEqual([
      { kind: "text", text: "Hello,\nConfirm here:\n" },
      { kind: "link", href: "http://localhost:8787/verify-email?token=abc_123" },
      { kind: "text", text: "\n\nThanks" },
    ]);
  });

  it("leaves a sentence's full stop out of the link", () => {
    expect(splitLinks("Go to https://wbe3.example/reset-password?token=x.")).toEqual([
      { kind: "text", text: "Go to " },
      { kind: "link", href: "https://wbe3.example/reset-password?token=x" },
      { kind: "text", text: "." },
    ]);
  });

  it("returns plain text as one part", () => {
    expect(splitLinks("no links here")).toEqual([{ kind: "text", text: "no links here" }]);
  });
});
