import { describe, expect, it } from "vitest";
import type { AccessConfig } from "../../env.ts";
import { accountRole, isPrivileged, toSessionUser, viewerOf } from "./roles.ts";

// Who is admin or privileged comes from configuration alone (DESIGN 1, decision 0008): each rule
// below goes red if its check is taken out of roles.ts. Plain functions, no app: mutation testing
// (decision 0022) runs this file for every mutant of roles.ts.
const WALLET = "0x00000000000000000000000000000000000000aa";
const OTHER_WALLET = "0x00000000000000000000000000000000000000bb";
const none: AccessConfig = { privilegedWallets: new Set(), privilegedEmails: new Set(), adminWallets: new Set(), adminEmails: new Set() };
const config = (changes: Partial<AccessConfig>): AccessConfig => ({ ...none, ...changes });

type Row = Parameters<typeof toSessionUser>[0];
const row = (changes: Partial<Row> = {}): Row =>
  ({
    id: "7d1f1c9e-6a53-4a55-9f0e-1f4b8f0f5a01",
    email: null,
    name: "Someone",
    walletAddress: WALLET,
    role: "fan",
    emailVerifiedAt: null,
    ...changes,
  }) as Row;

describe("the role the server acts on", () => {
  it("never counts a stored admin: without configuration it is no role at all", () => {
    expect(accountRole(row({ role: "admin" }), none)).toBeNull();
    expect(accountRole(row({ role: "admin", email: "boss@example.com", emailVerifiedAt: new Date() }), none)).toBeNull();
  });

  it("is admin for a configured wallet, whatever was chosen, and for a configured e-mail once verified", () => {
    const byWallet = config({ adminWallets: new Set([WALLET]) });
    expect(accountRole(row({ walletAddress: WALLET.toUpperCase().replace("0X", "0x") }), byWallet)).toBe("admin");
    expect(accountRole(row({ walletAddress: OTHER_WALLET }), byWallet)).toBe("fan");
    expect(accountRole(row({ walletAddress: null }), byWallet)).toBe("fan");
    const byEmail = config({ adminEmails: new Set(["boss@example.com"]) });
    const boss = { walletAddress: null, email: " Boss@Example.com", role: "partner" as const };
    expect(accountRole(row(boss), byEmail)).toBe("partner");
    expect(accountRole(row({ ...boss, emailVerifiedAt: new Date() }), byEmail)).toBe("admin");
  });

  it("keeps the chosen role otherwise, and makes a privileged wallet an artist (never a privileged e-mail alone)", () => {
    expect(accountRole(row({ role: "partner" }), none)).toBe("partner");
    expect(accountRole(row({ role: null }), none)).toBeNull();
    expect(accountRole(row({ role: "fan" }), config({ privilegedWallets: new Set([WALLET]) }))).toBe("artist");
    const verified = { email: "queen@example.com", emailVerifiedAt: new Date(), role: "fan" as const };
    expect(accountRole(row(verified), config({ privilegedEmails: new Set(["queen@example.com"]) }))).toBe("fan");
  });
});

describe("the session user", () => {
  it("is privileged by wallet, or by e-mail once verified, and says which role a verification would grant", () => {
    const queen = config({ privilegedEmails: new Set(["queen@example.com"]) });
    const unverified = row({ walletAddress: null, email: "queen@example.com" });
    expect(isPrivileged(unverified, queen)).toBe(false);
    expect(toSessionUser(unverified, queen)).toMatchObject({ privileged: false, pendingRole: "privileged", emailVerified: false });
    const verified = row({ walletAddress: null, email: "queen@example.com", emailVerifiedAt: new Date() });
    expect(toSessionUser(verified, queen)).toMatchObject({ privileged: true, pendingRole: null, emailVerified: true });
    expect(toSessionUser(row(), config({ privilegedWallets: new Set([WALLET]) }))).toMatchObject({ privileged: true, role: "artist" });
  });

  it("notes admin before privileged as the pending role, and nothing once a wallet already grants it", () => {
    const both = config({ adminEmails: new Set(["both@example.com"]), privilegedEmails: new Set(["both@example.com"]) });
    expect(toSessionUser(row({ walletAddress: null, email: "both@example.com" }), both).pendingRole).toBe("admin");
    const walletToo = config({ adminWallets: new Set([WALLET]), adminEmails: new Set(["both@example.com"]) });
    expect(toSessionUser(row({ email: "both@example.com" }), walletToo)).toMatchObject({ role: "admin", pendingRole: null });
    expect(toSessionUser(row(), none).pendingRole).toBeNull();
  });

  it("answers the stored fields as they are and the viewer as role and privilege", () => {
    const user = toSessionUser(row({ email: "fan@example.com" }), none);
    expect(user).toMatchObject({
      id: row().id,
      email: "fan@example.com",
      name: "Someone",
      walletAddress: WALLET,
      role: "fan",
      emailVerified: false,
      privileged: false,
      pendingRole: null,
    });
    expect(viewerOf(user)).toEqual({ role: "fan", privileged: false });
    expect(viewerOf(null)).toBeNull();
  });
});
