import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, type Address, type HDAccount } from "viem";
import { copyrightRegistryAbi, copyrightRegistryBytecode, devAccounts } from "@wbe3/contracts";
import { REVEAL_WINDOW_PASSED, registrationAnswer } from "@wbe3/domain";
import { errorOf } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { confirmTx, registered, registrationNow, sendNext, studioFields, uniqueWav } from "../../test/copyright.ts";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, testChain, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// Account of this file alone (see chain-actors.ts): 163 registers and deploys its own registry.
const authorKey = devAccounts(164)[163] as HDAccount;
const actors = chainActors([163]);
/**
 * A registry of this file's own whose reveal window is crossed by mining a few dozen blocks, not a
 * day of them; wide enough that the other files' transactions on the shared chain cannot cross it
 * between two steps of a test.
 */
const WINDOW = 40n;

let t: TestApp;
const wallets = testWallets(actors, () => t);
let author: Person;

async function shortWindowRegistry(): Promise<Address> {
  const hash = await wallets
    .walletOf(authorKey)
    .deployContract({ abi: copyrightRegistryAbi, bytecode: copyrightRegistryBytecode, args: [WINDOW] });
  const receipt = await wallets.mined(hash);
  if (!receipt.contractAddress) throw new Error("the registry was not deployed");
  return receipt.contractAddress;
}

beforeAll(async () => {
  await actors.testClient.setBalance({ address: authorKey.address, value: parseEther("1") });
  t = await createTestApp({ seed: false });
  const base = testChain();
  t.deps.chain = testChain({ contracts: { ...base.contracts, CopyrightRegistry: await shortWindowRegistry() } });
  author = await personOf(t, authorKey, "artist");
});
afterAll(() => t.close());

describe("the reveal window", () => {
  it("offers the reveal until its last block, then fails the registration and frees its fingerprint", async () => {
    const wav = uniqueWav();
    const draft = await registered(t, author, studioFields(), wav);
    const commitTx = await sendNext(wallets, author, draft);
    const committed = registrationAnswer.parse((await confirmTx(t, author, draft.id, commitTx)).body);
    const { blockNumber } = await t.deps.chain.client.getTransactionReceipt({ hash: commitTx });
    expect(committed.anchor?.revealUntilBlock).toBe((blockNumber + WINDOW).toString());

    // The last block a reveal is accepted in is the next one mined after commit + window - 1.
    const head = await t.deps.chain.client.getBlockNumber({ cacheTime: 0 });
    const toLast = blockNumber + WINDOW - 1n - head;
    expect(toLast, "the other files mined past the window's last block: widen WINDOW").toBeGreaterThanOrEqual(0n);
    if (toLast > 0n) await actors.testClient.mine({ blocks: Number(toLast) });
    expect((await registrationNow(t, author, draft.id)).next?.step).toBe("reveal");

    await actors.testClient.mine({ blocks: 1 });
    const failed = await registrationNow(t, author, draft.id);
    expect(failed.anchor).toMatchObject({ status: "failed", failure: REVEAL_WINDOW_PASSED });
    expect(failed.next).toBeNull();
    expect(failed.timeline.at(-1)).toMatchObject({ track: "anchor", status: "failed", by: null, detail: REVEAL_WINDOW_PASSED });
    const late = await confirmTx(t, author, draft.id, commitTx);
    expect(registrationAnswer.parse(late.body).anchor?.status).toBe("failed");
    const other = await confirmTx(t, author, draft.id, `0x${"ab".repeat(32)}`);
    expect([other.status, errorOf(other).reason]).toEqual([409, "nothing_to_confirm"]);

    // A failed anchor frees the bytes: registering them again starts over.
    const again = await registered(t, author, studioFields(), wav);
    expect(again.anchor?.status).toBe("draft");
    expect(again.id).not.toBe(draft.id);
  });

  it("frees the fingerprint of a commitment whose window passed unseen: the same bytes register again at once", async () => {
    const wav = uniqueWav();
    const draft = await registered(t, author, studioFields(), wav);
    await confirmTx(t, author, draft.id, await sendNext(wallets, author, draft));
    await actors.testClient.mine({ blocks: Number(WINDOW) + 1 });
    // Nothing read the registration since its window passed: registering the bytes settles it first.
    const again = await registered(t, author, studioFields(), wav);
    expect(again.anchor?.status).toBe("draft");
    expect((await registrationNow(t, author, draft.id)).anchor).toMatchObject({ status: "failed", failure: REVEAL_WINDOW_PASSED });
  });

  it("keeps a reveal mined in time confirmable after the window, since the registry took it", async () => {
    const draft = await registered(t, author, studioFields(), uniqueWav());
    await confirmTx(t, author, draft.id, await sendNext(wallets, author, draft));
    await actors.testClient.mine({ blocks: 1 });
    const revealTx = await sendNext(wallets, author, await registrationNow(t, author, draft.id));
    await actors.testClient.mine({ blocks: Number(WINDOW) + 1 });
    expect((await registrationNow(t, author, draft.id)).anchor?.status).toBe("committed");
    const confirmed = registrationAnswer.parse((await confirmTx(t, author, draft.id, revealTx)).body);
    expect(confirmed.anchor).toMatchObject({ status: "anchored", revealTx });
  });
});
