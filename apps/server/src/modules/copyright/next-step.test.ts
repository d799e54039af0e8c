import { describe, expect, it } from "vitest";
import type { Chain } from "../../adapters/chain/chain-client.ts";
import { nextStep, type ChainView } from "./anchor.ts";
import type { RegistrationRow } from "./repo.ts";

// What the registrant sends next, decided from the registration and the chain's view alone (no
// app: on the suite's shared chain other files mine blocks at any moment).
const chain = { contracts: { CopyrightRegistry: "0x00000000000000000000000000000000000000c0" } } as unknown as Chain;
const committed = {
  id: "reg-1",
  anchorStatus: "committed",
  commitBlock: 100n,
  metadataCid: "bafkreimetadata",
  sha256: `0x${"ab".repeat(32)}`,
  salt: `0x${"cd".repeat(32)}`,
  registrant: "0x00000000000000000000000000000000000000aa",
} as unknown as RegistrationRow;
const view = (head: bigint, revealed: string[] = []): ChainView => ({ head, window: 43_200n, revealed: new Set(revealed) });

describe("the step a committed registration sends next", () => {
  it("is no reveal in the commit's own block (a wallet simulates it there, where the registry refuses it)", () => {
    expect(nextStep(chain, committed, view(100n))).toBeNull();
  });

  it("is the reveal once a later block exists, until the window's last block", () => {
    expect(nextStep(chain, committed, view(101n))?.step).toBe("reveal");
    expect(nextStep(chain, committed, view(100n + 43_199n))?.step).toBe("reveal");
    expect(nextStep(chain, committed, view(100n + 43_200n))).toBeNull();
  });

  it("is nothing while its reveal is mined but not confirmed yet", () => {
    expect(nextStep(chain, committed, view(105n, ["reg-1"]))).toBeNull();
  });
});
