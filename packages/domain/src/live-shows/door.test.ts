import { describe, expect, it } from "vitest";
import { invalidAddress } from "../chain/messages.ts";
import { CHECK_IN_CODE_MAX_LENGTH } from "./check-in.ts";
import { checkInBodySchema, DOOR_STAFF_MAX, doorStaffSchema } from "./door.ts";
import { CHECK_IN_CODE_INVALID, DOOR_STAFF_EMAIL_INVALID, doorStaffTooMany } from "./messages.ts";

const WALLET = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

const problem = (input: unknown) => doorStaffSchema.safeParse(input).error?.issues[0]?.message;

describe("doorStaffSchema", () => {
  it("checksums wallets in any case, normalises e-mails and keeps each once, in the order named", () => {
    expect(
      doorStaffSchema.parse({
        wallets: [WALLET.toLowerCase(), ` ${WALLET.toUpperCase().replace("0X", "0x")} `],
        emails: ["  Door@Example.COM ", "door@example.com", "second@example.com"],
      }),
    ).toEqual({ wallets: [WALLET], emails: ["door@example.com", "second@example.com"] });
  });

  it("accepts empty lists: only the artist checks in", () => {
    expect(doorStaffSchema.parse({ wallets: [], emails: [] })).toEqual({ wallets: [], emails: [] });
  });

  it("refuses what is not an address or an e-mail, with the value named", () => {
    expect(problem({ wallets: ["0x123"], emails: [] })).toBe(invalidAddress("0x123"));
    expect(problem({ wallets: [`${WALLET.slice(0, 41)}g`], emails: [] })).toBe(invalidAddress(`${WALLET.slice(0, 41)}g`));
    expect(problem({ wallets: [], emails: ["not-an-email"] })).toBe(DOOR_STAFF_EMAIL_INVALID);
    expect(problem({ wallets: [], emails: [`${"a".repeat(250)}@example.com`] })).toBe(DOOR_STAFF_EMAIL_INVALID);
  });

  it("bounds each list, and needs both", () => {
    const wallets = Array.from({ length: DOOR_STAFF_MAX + 1 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, "0")}`);
    expect(problem({ wallets, emails: [] })).toBe(doorStaffTooMany("wallets", DOOR_STAFF_MAX));
    expect(doorStaffSchema.safeParse({ wallets: wallets.slice(1), emails: [] }).success).toBe(true);
    const emails = Array.from({ length: DOOR_STAFF_MAX + 1 }, (_, i) => `door${i}@example.com`);
    expect(problem({ wallets: [], emails })).toBe(doorStaffTooMany("e-mails", DOOR_STAFF_MAX));
    expect(problem({ wallets: [] })).toBe(doorStaffTooMany("e-mails", DOOR_STAFF_MAX));
    expect(problem({ wallets: "0x", emails: [] })).toBe(doorStaffTooMany("wallets", DOOR_STAFF_MAX));
  });
});

describe("checkInBodySchema", () => {
  it("takes the code as scanned, without surrounding space", () => {
    expect(checkInBodySchema.parse({ code: " abc_-1 " })).toEqual({ code: "abc_-1" });
  });

  it("refuses no code, an empty one and one longer than any honest code", () => {
    for (const body of [{}, { code: "" }, { code: 12 }, { code: "a".repeat(CHECK_IN_CODE_MAX_LENGTH + 1) }]) {
      expect(checkInBodySchema.safeParse(body).error?.issues[0]?.message).toBe(CHECK_IN_CODE_INVALID);
    }
  });
});
