import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decodeFunctionData, encodeFunctionData, getAddress, parseEther, type Address, type HDAccount, type Hash, type Hex } from "viem";
import { copyrightCommitment, copyrightRegistryAbi, copyrightRegistryBytecode, devAccounts } from "@wbe3/contracts";
import { copyrightRegistrations } from "@wbe3/db";
import { registrationAnswer, verificationAnswer, verifyPagePath, workAlreadyRegistered, type RegistrationAnswer } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { chainActors } from "../../test/chain-actors.ts";
import {
  appFields,
  confirmTx,
  postRegistration,
  registered,
  registrationNow,
  sendNext,
  sha256Of,
  studioFields,
  uniqueLyrics,
  uniqueWav,
} from "../../test/copyright.ts";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";
import { verifyReveal } from "./anchor-verifier.ts";

// Accounts of this file alone (see chain-actors.ts): 153 and 154 register works, 155 watches the
// mempool and copies what they send, 156 registers on the registry directly, without the platform.
const keys = devAccounts(157).slice(153) as [HDAccount, HDAccount, HDAccount, HDAccount];
const [authorKey, secondKey, watcherKey, directKey] = keys;
const actors = chainActors([153, 154, 155, 156]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let author: Person;
let second: Person;

const refusal = (answer: { status: number; body: unknown }) => [answer.status, errorOf(answer).reason];
const registry = () => t.deps.chain.contracts.CopyrightRegistry;
const saltOf = async (id: string) => {
  const [row] = await t.db.select().from(copyrightRegistrations).where(eq(copyrightRegistrations.id, id));
  if (!row) throw new Error("no such registration");
  return row.salt as Hex;
};
/** Sends `data` to the registry from `from` with its gas given, so a transaction that reverts is mined (and refused) all the same. */
async function sendToRegistry(from: HDAccount, data: Hex): Promise<Hash> {
  const hash = await wallets.walletOf(from).sendTransaction({ to: registry(), data, gas: 300_000n });
  await t.deps.chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}
/** Another CopyrightRegistry, deployed by the author: the same events from an address that is not ours. */
async function deployedRegistry(): Promise<Address> {
  const hash = await wallets
    .walletOf(authorKey)
    .deployContract({ abi: copyrightRegistryAbi, bytecode: copyrightRegistryBytecode, args: [10n] });
  const { contractAddress } = await wallets.mined(hash);
  if (!contractAddress) throw new Error("no registry deployed");
  return contractAddress;
}
const commitData = (commitment: Hex) => encodeFunctionData({ abi: copyrightRegistryAbi, functionName: "commit", args: [commitment] });
const revealData = (sha256: Hex, salt: Hex, uri: string) =>
  encodeFunctionData({ abi: copyrightRegistryAbi, functionName: "reveal", args: [sha256, salt, uri] });
/** Registers `bytes` on the registry from `from` alone (commit, a block, reveal): no platform involved. */
async function registerDirectly(from: HDAccount, bytes: Buffer): Promise<Hash> {
  const salt: Hex = `0x${"5a".repeat(32)}`;
  const sha256 = sha256Of(bytes);
  await sendToRegistry(from, commitData(copyrightCommitment(sha256, getAddress(from.address), salt)));
  await actors.testClient.mine({ blocks: 1 });
  return sendToRegistry(from, revealData(sha256, salt, "ipfs://elsewhere"));
}
const committed = async (who: Person, registration: RegistrationAnswer) => {
  const res = await confirmTx(t, who, registration.id, await sendNext(wallets, who, registration));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await actors.testClient.mine({ blocks: 1 });
  return registrationNow(t, who, registration.id);
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  for (const key of keys) await actors.testClient.setBalance({ address: key.address, value: parseEther("1") });
  author = await personOf(t, authorKey, "artist");
  second = await personOf(t, secondKey, "artist");
});
afterAll(() => t.close());

describe("anchoring a work: commit, then reveal", () => {
  it("commits, reveals a block later with the registrant's salt, and anchors at the reveal's block time", async () => {
    const wav = uniqueWav();
    const draft = await registered(t, author, studioFields({ publishDetails: "true" }), wav);
    const commitTx = await sendNext(wallets, author, draft);
    const commit = await confirmTx(t, author, draft.id, commitTx);
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    const afterCommit = registrationAnswer.parse(commit.body);
    const commitReceipt = await t.deps.chain.client.getTransactionReceipt({ hash: commitTx });
    expect(afterCommit.anchor).toMatchObject({
      status: "committed",
      commitTx,
      revealTx: null,
      revealUntilBlock: (commitReceipt.blockNumber + 43_200n).toString(),
    });
    expect(afterCommit.timeline.map((entry) => [entry.status, entry.by, entry.detail])).toEqual([
      ["draft", author.id, null],
      ["committed", author.id, commitTx],
    ]);
    // Offered once a block follows the commit's (other files mine on this chain too; the commit's
    // own block is next-step.test.ts's).
    await actors.testClient.mine({ blocks: 1 });
    const ready = await registrationNow(t, author, draft.id);
    expect(ready.next?.step).toBe("reveal");
    const metadataUri = ready.anchor?.metadataUri ?? "";
    expect(decodeFunctionData({ abi: copyrightRegistryAbi, data: ready.next?.calls[0]?.data ?? "0x" })).toEqual({
      functionName: "reveal",
      args: [sha256Of(wav), await saltOf(draft.id), metadataUri],
    });

    const revealTx = await sendNext(wallets, author, ready);
    // Mined, not confirmed yet: nothing more to send (a second reveal would revert), only to confirm.
    const mined = await registrationNow(t, author, draft.id);
    expect([mined.anchor?.status, mined.next]).toEqual(["committed", null]);
    const reveal = await confirmTx(t, author, draft.id, revealTx);
    expect(reveal.status, JSON.stringify(reveal.body)).toBe(200);
    const done = registrationAnswer.parse(reveal.body);
    const receipt = await t.deps.chain.client.getTransactionReceipt({ hash: revealTx });
    const block = await t.deps.chain.client.getBlock({ blockNumber: receipt.blockNumber });
    expect(done.anchor).toMatchObject({
      status: "anchored",
      commitTx,
      revealTx,
      blockNumber: receipt.blockNumber.toString(),
      anchoredAt: new Date(Number(block.timestamp) * 1000).toISOString(),
    });
    expect(done.next).toBeNull();
    expect(done.timeline.at(-1)).toMatchObject({ track: "anchor", status: "anchored", by: author.id, detail: revealTx });

    // Anyone checks it, from the chain: who, when, in which transaction; the title and author it published.
    const verified = verificationAnswer.parse(
      (await call(null, "GET", `/api/copyright/verify/${sha256Of(wav).slice(2).toUpperCase()}`)).body,
    );
    expect(verified).toEqual({
      sha256: sha256Of(wav),
      registered: true,
      chainId: t.deps.chain.chainId,
      contract: registry(),
      registrant: authorKey.address.toLowerCase(),
      registeredAt: done.anchor?.anchoredAt,
      blockNumber: receipt.blockNumber.toString(),
      txHash: revealTx,
      metadataUri,
      published: { title: "Harbour Lights", author: "Nova Reign", workType: "music" },
    });
    // Confirming a recorded transaction again answers the same, recording nothing.
    expect(registrationAnswer.parse((await confirmTx(t, author, draft.id, commitTx)).body)).toEqual(done);
    expect(refusal(await confirmTx(t, author, draft.id, `0x${"cd".repeat(32)}`))).toEqual([409, "nothing_to_confirm"]);
  });

  it("answers an unknown fingerprint as not registered", async () => {
    const sha256 = sha256Of(uniqueWav());
    const res = await call(null, "GET", `/api/copyright/verify/${sha256}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sha256, registered: false, registrant: null, txHash: null, blockNumber: null, published: null });
    expect((await call(null, "GET", "/api/copyright/verify/not-a-hash")).status).toBe(400);
  });

  it("finds a registration made without the platform on the chain, and refuses those bytes before recording anything", async () => {
    const wav = uniqueWav();
    const revealTx = await registerDirectly(directKey, wav);
    const receipt = await t.deps.chain.client.getTransactionReceipt({ hash: revealTx });
    const block = await t.deps.chain.client.getBlock({ blockNumber: receipt.blockNumber });
    const verified = verificationAnswer.parse((await call(null, "GET", `/api/copyright/verify/${sha256Of(wav)}`)).body);
    expect(verified).toMatchObject({
      registered: true,
      registrant: directKey.address.toLowerCase(),
      txHash: revealTx,
      blockNumber: receipt.blockNumber.toString(),
      metadataUri: "ipfs://elsewhere",
      published: null,
    });
    // Its WorkRegistered names the fingerprint, but not this registrant: no reveal of theirs.
    await expect(
      verifyReveal(t.deps.chain, revealTx, { sha256: sha256Of(wav), registrant: authorKey.address.toLowerCase() }),
    ).rejects.toMatchObject({ reason: "not_this_reveal" });
    const day = new Date(Number(block.timestamp) * 1000).toISOString().slice(0, 10);
    const refused = await postRegistration(t, author.cookie, studioFields(), wav);
    expect([refused.status, errorOf(refused).message]).toEqual([409, workAlreadyRegistered(day, verifyPagePath(sha256Of(wav)))]);
    const rows = await t.db
      .select()
      .from(copyrightRegistrations)
      .where(eq(copyrightRegistrations.sha256, sha256Of(wav)));
    expect(rows).toHaveLength(0);
  });

  it("fails a registration whose fingerprint another wallet anchored first, freeing nothing it could still send", async () => {
    const wav = uniqueWav();
    const draft = await registered(t, author, studioFields(), wav);
    await registerDirectly(directKey, wav);
    const lost = await registrationNow(t, author, draft.id);
    expect(lost.anchor?.status).toBe("failed");
    expect(lost.anchor?.failure).toMatch(/^This work was already registered on \d{4}-\d{2}-\d{2}\./);
    expect(lost.next).toBeNull();
    expect(lost.timeline.at(-1)).toMatchObject({ track: "anchor", status: "failed", by: null });
    expect(refusal(await confirmTx(t, author, draft.id, `0x${"ef".repeat(32)}`))).toEqual([409, "nothing_to_confirm"]);
    // Read again: failed once, recorded once.
    expect((await registrationNow(t, author, draft.id)).timeline.filter((entry) => entry.status === "failed")).toHaveLength(1);
  });
});

describe("transactions that do not anchor this registration", () => {
  it("refuses a watcher's copy of the commit, a commit of something else and a transaction to another contract", async () => {
    const draft = await registered(t, author, studioFields(), uniqueWav());
    const copied = await wallets.sendCalls(watcherKey, draft.next?.calls ?? []);
    expect(refusal(await confirmTx(t, author, draft.id, copied))).toEqual([400, "commit_by_other_wallet"]);
    const other = await sendToRegistry(authorKey, commitData(`0x${"12".repeat(32)}`));
    expect(refusal(await confirmTx(t, author, draft.id, other))).toEqual([400, "not_this_commit"]);
    const transfer = await wallets.walletOf(authorKey).sendTransaction({ to: watcherKey.address, value: 1n });
    await wallets.mined(transfer);
    expect(refusal(await confirmTx(t, author, draft.id, transfer))).toEqual([400, "not_this_commit"]);
    expect(refusal(await confirmTx(t, author, draft.id, `0x${"ab".repeat(32)}`))).toEqual([404, "receipt_not_found"]);
    // The same commit sent to a look-alike registry: its event is not our registry's.
    const lookAlike = await deployedRegistry();
    const elsewhere = await wallets.walletOf(authorKey).sendTransaction({ to: lookAlike, data: draft.next?.calls[0]?.data ?? "0x" });
    await wallets.mined(elsewhere);
    expect(refusal(await confirmTx(t, author, draft.id, elsewhere))).toEqual([400, "not_this_commit"]);
    expect((await registrationNow(t, author, draft.id)).anchor?.status).toBe("draft");
  });

  it("refuses a reveal without a commit (it reverts), recording nothing", async () => {
    const wav = uniqueWav();
    const draft = await registered(t, author, studioFields(), wav);
    expect(draft.next?.step).toBe("commit");
    const reveal = await sendToRegistry(authorKey, revealData(sha256Of(wav), await saltOf(draft.id), draft.anchor?.metadataUri ?? ""));
    expect((await t.deps.chain.client.getTransactionReceipt({ hash: reveal })).status).toBe("reverted");
    expect(refusal(await confirmTx(t, author, draft.id, reveal))).toEqual([400, "tx_reverted"]);
    const now = await registrationNow(t, author, draft.id);
    expect([now.anchor?.status, now.timeline.length]).toEqual(["draft", 1]);
  });

  it("refuses the watcher's copy of the reveal from its own wallet, then anchors the registrant's own", async () => {
    const wav = uniqueWav();
    const ready = await committed(author, await registered(t, author, studioFields(), wav));
    const copy = await sendToRegistry(watcherKey, ready.next?.calls[0]?.data ?? "0x");
    expect((await t.deps.chain.client.getTransactionReceipt({ hash: copy })).status).toBe("reverted");
    expect(refusal(await confirmTx(t, author, ready.id, copy))).toEqual([400, "tx_reverted"]);
    // A transaction that succeeded but anchored nothing of this registration.
    const unrelated = await sendToRegistry(authorKey, commitData(`0x${"34".repeat(32)}`));
    expect(refusal(await confirmTx(t, author, ready.id, unrelated))).toEqual([400, "not_this_reveal"]);
    const own = await confirmTx(t, author, ready.id, await sendNext(wallets, author, ready));
    expect(registrationAnswer.parse(own.body).anchor?.status).toBe("anchored");
    const verified = verificationAnswer.parse((await call(null, "GET", `/api/copyright/verify/${sha256Of(wav)}`)).body);
    // Its details were not published: only the fingerprint, the wallet and the transaction show.
    expect([verified.registrant, verified.published]).toEqual([authorKey.address.toLowerCase(), null]);
  });

  it("counts a transaction once: another registration's hash is refused, whoever asks", async () => {
    const first = await registered(t, author, studioFields(), uniqueWav());
    const firstCommit = await sendNext(wallets, author, first);
    expect((await confirmTx(t, author, first.id, firstCommit)).status).toBe(200);
    const mine = await registered(t, author, appFields(), uniqueLyrics(), "lyrics.txt");
    expect(refusal(await confirmTx(t, author, mine.id, firstCommit))).toEqual([409, "tx_for_other_registration"]);
    const theirs = await registered(t, second, studioFields(), uniqueWav());
    expect(refusal(await confirmTx(t, second, theirs.id, firstCommit))).toEqual([409, "tx_for_other_registration"]);
    expect(refusal(await confirmTx(t, second, first.id, firstCommit))).toEqual([404, "registration_not_found"]);
  });

  it("records ten confirmations of one transaction sent at once once, answering each the same", async () => {
    const draft = await registered(t, second, studioFields(), uniqueWav());
    const commitTx = await sendNext(wallets, second, draft);
    const commits = await Promise.all(Array.from({ length: 10 }, () => confirmTx(t, second, draft.id, commitTx)));
    expect(commits.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(commits.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    await actors.testClient.mine({ blocks: 1 });
    const revealTx = await sendNext(wallets, second, await registrationNow(t, second, draft.id));
    const reveals = await Promise.all(Array.from({ length: 10 }, () => confirmTx(t, second, draft.id, revealTx)));
    expect(reveals.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const done = await registrationNow(t, second, draft.id);
    expect(done.timeline.map((entry) => entry.status)).toEqual(["draft", "committed", "anchored"]);
  });

  it("has nothing to confirm for a registration filed with the office only", async () => {
    const office = await registered(t, author, appFields({ registrationType: "us-copyright" }), uniqueLyrics(), "lyrics.txt");
    expect(refusal(await confirmTx(t, author, office.id, `0x${"ab".repeat(32)}`))).toEqual([409, "nothing_to_confirm"]);
  });

  it("anchors several registrations in flight at once: all committed, then all revealed", async () => {
    const drafts = [];
    for (let n = 0; n < 3; n += 1) drafts.push(await registered(t, second, studioFields({ title: `Tide ${n}` }), uniqueWav()));
    for (const draft of drafts) expect((await confirmTx(t, second, draft.id, await sendNext(wallets, second, draft))).status).toBe(200);
    await actors.testClient.mine({ blocks: 1 });
    const ready = await Promise.all(drafts.map((draft) => registrationNow(t, second, draft.id)));
    expect(ready.map((each) => each.next?.step)).toEqual(["reveal", "reveal", "reveal"]);
    const reveals = [];
    for (const each of ready) reveals.push(await sendNext(wallets, second, each));
    // The first work's reveal anchors the first work, not the second.
    expect(refusal(await confirmTx(t, second, ready[1]?.id ?? "", reveals[0] ?? "0x"))).toEqual([400, "not_this_reveal"]);
    const done = [];
    for (const [n, each] of ready.entries())
      done.push(registrationAnswer.parse((await confirmTx(t, second, each.id, reveals[n] ?? "0x")).body));
    expect(done.map((each) => each.anchor?.status)).toEqual(["anchored", "anchored", "anchored"]);
    expect(new Set(done.map((each) => each.anchor?.revealTx)).size).toBe(3);
  });
});
