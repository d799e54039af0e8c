import { describe, expect, it } from "vitest";
import { artistProfileSchema } from "../artists/artists.ts";
import { signupSchema } from "../auth/auth.ts";
import { socialLinksSchema } from "../artists/social-links.ts";
import { marketplaceQuerySchema } from "../marketplace/marketplace.ts";
import { createProductSchema } from "../store/product-form.ts";
import { brokenCharacters, invisibleCharacters } from "./messages.ts";
import { hasLoneSurrogate, hasUnsafeCharacters, textField } from "./text.ts";
import { uploadFieldsSchema } from "../uploads/upload-form.ts";

const UNSAFE = {
  nul: "\u0000",
  bell: "\u0007",
  escape: "\u001B",
  delete: "\u007F",
  c1: "\u0085",
  "right-to-left override": "\u202E",
  "left-to-right embedding": "\u202A",
  "first-strong isolate": "\u2068",
  "pop directional isolate": "\u2069",
  "zero-width space": "\u200B",
  "zero-width joiner": "\u200D",
  "word joiner": "\u2060",
  "byte-order mark": "\uFEFF",
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("textField", () => {
  const title = textField({ label: "Title", max: 10, tooLong: "too long", required: "required" });

  it.each(Object.entries(UNSAFE))("refuses %s with a message naming the field", (_, char) => {
    expect(firstMessage(title.safeParse(`ab${char}cd`))).toBe(invisibleCharacters("Title"));
    expect(firstMessage(title.safeParse(`${char}abcd`))).toBe(invisibleCharacters("Title"));
  });

  it("keeps ordinary text, accents, other scripts and emoji", () => {
    for (const text of ["Nova Reign", "Beyoncé", "Sigur Rós", "坂本龍一", "محمد", "🎧 mix"]) {
      expect(textField({ label: "Name", max: 80, tooLong: "x" }).parse(text)).toBe(text);
    }
  });

  it("normalises to NFC, so one name has one encoding", () => {
    expect(title.parse("Caf\u0065\u0301")).toBe("Caf\u00E9");
  });

  it("trims, then asks for the required value and bounds the length", () => {
    expect(title.parse("  hi  ")).toBe("hi");
    expect(firstMessage(title.safeParse("   "))).toBe("required");
    expect(firstMessage(title.safeParse(undefined))).toBe("required");
    expect(firstMessage(title.safeParse("x".repeat(11)))).toBe("too long");
  });

  it("lets long text keep line breaks and tabs, but nothing else", () => {
    const bio = textField({ label: "About", max: 100, tooLong: "x", multiline: true });
    expect(bio.parse("line one\r\nline two\n\tindented")).toBe("line one\r\nline two\n\tindented");
    expect(firstMessage(bio.safeParse("a\u202Eb"))).toBe(invisibleCharacters("About"));
    expect(firstMessage(title.safeParse("a\nb"))).toBe(invisibleCharacters("Title"));
    expect(hasUnsafeCharacters("a\u000Bb", { multiline: true })).toBe(true);
  });
});

describe("every person-chosen text uses it", () => {
  const signup = { email: "a@example.com", password: "violet-anchor-92", role: "fan" as const };
  const upload = { title: "Song", price: "1" };

  it("signup name", () => {
    expect(firstMessage(signupSchema.safeParse({ ...signup, name: "Bob\u200B" }))).toBe(invisibleCharacters("Name"));
  });

  it("artist username, name and bio", () => {
    const profile = { username: "nova", name: "Nova" };
    expect(firstMessage(artistProfileSchema.safeParse({ ...profile, username: "no\u200Dva" }))).toBe(invisibleCharacters("Username"));
    expect(firstMessage(artistProfileSchema.safeParse({ ...profile, name: "Nova\u202E" }))).toBe(invisibleCharacters("Name"));
    expect(firstMessage(artistProfileSchema.safeParse({ ...profile, bio: "\u2066hi" }))).toBe(invisibleCharacters("About"));
    expect(artistProfileSchema.parse({ ...profile, bio: "Two\nlines" }).bio).toBe("Two\nlines");
  });

  it("upload title, description and tags", () => {
    expect(firstMessage(uploadFieldsSchema.safeParse({ ...upload, title: "gnp.exe\u202Emp3" }))).toBe(invisibleCharacters("Title"));
    expect(firstMessage(uploadFieldsSchema.safeParse({ ...upload, description: "\u0000" }))).toBe(invisibleCharacters("Description"));
    expect(firstMessage(uploadFieldsSchema.safeParse({ ...upload, tags: "a,\uFEFFb" }))).toBe(invisibleCharacters("Tags"));
  });
});

describe("a lone surrogate (half of an emoji, which would be stored as U+FFFD)", () => {
  const LONE = { "high half": "\ud800", "low half": "\udfff", "halves swapped": "\ude00\ud83d", "high at the end": "ok\ud83d" };

  it.each(Object.entries(LONE))("is refused by every textField, naming it: %s", (_, text) => {
    expect(hasLoneSurrogate(text)).toBe(true);
    const title = textField({ label: "Title", max: 10, tooLong: "too long", required: "required" });
    expect(firstMessage(title.safeParse(text))).toBe(brokenCharacters("Title"));
  });

  it("while a whole emoji (a surrogate pair) is kept", () => {
    expect(hasLoneSurrogate("\ud83d\ude00")).toBe(false);
    expect(textField({ label: "Name", max: 10, tooLong: "x" }).parse("hi \ud83d\ude00")).toBe("hi \u{1F600}");
  });

  it("product name, and the free text outside textField: links, e-mail, passwords, search", () => {
    expect(firstMessage(createProductSchema.safeParse({ name: "\ud800", price: "1" }))).toBe(brokenCharacters("Name"));
    expect(firstMessage(createProductSchema.safeParse({ name: "Tee", price: "1", description: "soft \udc00" }))).toBe(
      brokenCharacters("Description"),
    );
    expect(firstMessage(socialLinksSchema.safeParse({ instagram: "https://instagram.com/nova\ud800" }))).toBe(
      brokenCharacters("Instagram"),
    );
    expect(
      firstMessage(signupSchema.safeParse({ email: "a@example.com", password: "violet-anchor-92\ud800", name: "A", role: "fan" })),
    ).toBe(brokenCharacters("Password"));
    expect(
      firstMessage(signupSchema.safeParse({ email: "a\ud800@example.com", password: "violet-anchor-92", name: "A", role: "fan" })),
    ).toBe(brokenCharacters("Email"));
    expect(firstMessage(marketplaceQuerySchema.safeParse({ q: "jazz\ud800" }))).toBe(brokenCharacters("Search"));
  });
});
