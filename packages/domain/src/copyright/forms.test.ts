import { describe, expect, it } from "vitest";
import { FILL_REQUIRED_FIELDS } from "../shared/messages.ts";
import { normalizeSha256, verifyPagePath } from "./copyright.ts";
import { sha256Params } from "./endpoints.ts";
import { appRegistrationSchema, registrationInputOf, registrationRequestSchema, studioRegistrationSchema } from "./forms.ts";
import {
  REGISTRATION_FORM_UNKNOWN,
  SHA256_INVALID,
  WORK_TYPE_UNKNOWN_APP,
  WORK_TYPE_UNKNOWN_STUDIO,
  yearCreatedRange,
} from "./messages.ts";

const SHA = `0x${"ab".repeat(32)}`;
const studio = { form: "studio", title: "Night Drive", author: "Nova Reign", workType: "music", claimantName: "Nova Reign" };
const app = { form: "app", workTitle: "Lines", authorName: "Ada Poet", workType: "lyrics" };
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the studio form (SPEC 3 and 5)", () => {
  it("needs a title, an author and a claimant: Please fill in required fields", () => {
    for (const field of ["title", "author", "claimantName"] as const) {
      expect(messagesOf(studioRegistrationSchema.safeParse({ ...studio, [field]: "  " }))).toEqual([FILL_REQUIRED_FIELDS]);
      const { [field]: _left, ...without } = studio;
      expect(messagesOf(studioRegistrationSchema.safeParse(without))).toEqual([FILL_REQUIRED_FIELDS]);
    }
  });

  it("takes the studio's work types only, and a year from 1800 to this one", () => {
    expect(messagesOf(studioRegistrationSchema.safeParse({ ...studio, workType: "lyrics" }))).toEqual([WORK_TYPE_UNKNOWN_STUDIO]);
    const year = new Date().getUTCFullYear();
    for (const bad of ["1799", String(year + 1), "19x5", 2000.5]) {
      expect(messagesOf(studioRegistrationSchema.safeParse({ ...studio, yearCreated: bad }))).toEqual([yearCreatedRange(year)]);
    }
    expect(studioRegistrationSchema.parse({ ...studio, yearCreated: "1800" }).yearCreated).toBe(1800);
    expect(studioRegistrationSchema.parse({ ...studio, yearCreated: String(year) }).yearCreated).toBe(year);
    expect(studioRegistrationSchema.parse({ ...studio, yearCreated: "" }).yearCreated).toBeNull();
  });

  it("defaults to a smart-contract registration, not made for hire, details unpublished", () => {
    expect(studioRegistrationSchema.parse(studio)).toMatchObject({
      registrationType: "smart-contract",
      madeForHire: false,
      publishDetails: false,
      description: "",
      yearCreated: null,
    });
    // A multipart form sends its checkboxes as text.
    expect(studioRegistrationSchema.parse({ ...studio, madeForHire: "true", publishDetails: "false" })).toMatchObject({
      madeForHire: true,
      publishDetails: false,
    });
    expect(studioRegistrationSchema.safeParse({ ...studio, madeForHire: "yes" }).success).toBe(false);
  });
});

describe("the app page's form (SPEC 3 and 5)", () => {
  it("needs a work title and an author name, and takes the app's work types", () => {
    expect(messagesOf(appRegistrationSchema.safeParse({ ...app, workTitle: "" }))).toEqual([FILL_REQUIRED_FIELDS]);
    expect(messagesOf(appRegistrationSchema.safeParse({ ...app, authorName: undefined }))).toEqual([FILL_REQUIRED_FIELDS]);
    expect(messagesOf(appRegistrationSchema.safeParse({ ...app, workType: "sound" }))).toEqual([WORK_TYPE_UNKNOWN_APP]);
    expect(appRegistrationSchema.parse({ ...app, registrationType: "both" }).registrationType).toBe("both");
  });
});

describe("either form, as one registration", () => {
  it("tells the forms apart by `form`, and refuses another", () => {
    expect(registrationRequestSchema.parse(studio).form).toBe("studio");
    expect(registrationRequestSchema.parse(app).form).toBe("app");
    expect(messagesOf(registrationRequestSchema.safeParse({ ...app, form: "mobile" }))).toEqual([REGISTRATION_FORM_UNKNOWN]);
  });

  it("reads the studio's claimant, and the app's author as its claimant", () => {
    const fromStudio = registrationInputOf(registrationRequestSchema.parse({ ...studio, claimantName: "Label Ltd", yearCreated: 2024 }));
    expect(fromStudio).toMatchObject({
      title: "Night Drive",
      author: "Nova Reign",
      claimant: "Label Ltd",
      pseudonym: null,
      yearCreated: 2024,
    });
    const fromApp = registrationInputOf(registrationRequestSchema.parse({ ...app, pseudonym: " A.P. " }));
    expect(fromApp).toMatchObject({ title: "Lines", author: "Ada Poet", claimant: "Ada Poet", pseudonym: "A.P.", workType: "lyrics" });
    expect(registrationInputOf(registrationRequestSchema.parse(app)).pseudonym).toBeNull();
  });

  it("takes the browser's fingerprint in any spelling, and refuses what is not one", () => {
    expect(registrationRequestSchema.parse({ ...app, sha256: SHA.slice(2).toUpperCase() }).sha256).toBe(SHA);
    expect(messagesOf(registrationRequestSchema.safeParse({ ...app, sha256: "0x1234" }))).toEqual([SHA256_INVALID]);
  });
});

describe("fingerprints", () => {
  it("are written 0x and 64 lower-case hex digits, in the API and the verify page's path", () => {
    expect(normalizeSha256(` 0X${"AB".repeat(32)} `)).toBe(SHA);
    expect(normalizeSha256("ab".repeat(31))).toBeNull();
    expect(normalizeSha256(`0x${"g".repeat(64)}`)).toBeNull();
    expect(sha256Params.parse({ sha256: "AB".repeat(32) })).toEqual({ sha256: SHA });
    expect(sha256Params.safeParse({ sha256: "not-a-hash" }).error?.issues[0]?.message).toBe(SHA256_INVALID);
    expect(verifyPagePath(SHA)).toBe(`/copyright/verify/${SHA}`);
  });
});
