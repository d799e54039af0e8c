import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, type HDAccount } from "viem";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { devAccounts } from "@wbe3/contracts";
import { certificateAnswer, CERTIFICATE_NOT_READY, FILING_NOT_READY, howToVerifyCertificate } from "@wbe3/domain";
import { apiCaller, errorOf } from "../../test/api-call.ts";
import { ORIGIN } from "../../test/auth-helpers.ts";
import { chainActors } from "../../test/chain-actors.ts";
import { anchored, appFields, registered, studioFields, uniqueLyrics, uniqueWav } from "../../test/copyright.ts";
import { pdfPageTexts } from "../../test/pdf-fixtures.ts";
import { qrTextOf } from "../../test/pdf-qr.ts";
import { personOf, type Person } from "../../test/show-tickets.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { testWallets } from "../../test/wallet-calls.ts";

// Accounts of this file alone (see chain-actors.ts): 164 registers and anchors, 165 is someone else.
const [authorKey, otherKey] = devAccounts(166).slice(164) as [HDAccount, HDAccount];
const actors = chainActors([164, 165]);

let t: TestApp;
const call = apiCaller(() => t);
const wallets = testWallets(actors, () => t);
let author: Person;
let other: Person;

const download = async (who: Person, path: string) => {
  const res = await t.request(path, { headers: { cookie: who.cookie } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const refusal = (answer: { status: number; body: unknown }) => [answer.status, errorOf(answer).reason, errorOf(answer).message];

/** The files attached to a PDF, by name, as a PDF reader lists them. */
async function attachmentsOf(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const attached = ((await doc.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
  await doc.destroy();
  return new Map(Object.values(attached).map((each) => [each.filename, each.content]));
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  for (const key of [authorKey, otherKey]) await actors.testClient.setBalance({ address: key.address, value: parseEther("1") });
  author = await personOf(t, authorKey, "artist");
  other = await personOf(t, otherKey, "artist");
});
afterAll(() => t.close());

describe("the certificate", () => {
  it("is issued once the work is anchored: every field, the steps to verify it, and the verify page", async () => {
    const draft = await registered(t, author, studioFields({ yearCreated: "2023", claimantName: "Reign Music Ltd" }), uniqueWav());
    const path = `/api/copyright/registrations/${draft.id}/certificate`;
    expect(refusal(await call(author.cookie, "GET", path))).toEqual([409, "certificate_not_ready", CERTIFICATE_NOT_READY]);
    expect((await download(author, `${path}.pdf`)).res.status).toBe(409);

    const done = await anchored(t, { wallets, actors }, author, draft);
    const res = await call(author.cookie, "GET", path);
    expect(res.status).toBe(200);
    const anchor = { sha256: done.sha256, contract: t.deps.chain.contracts.CopyrightRegistry, chainId: t.deps.chain.chainId };
    expect(certificateAnswer.parse(res.body)).toEqual({
      registrationId: draft.id,
      work: { title: "Harbour Lights", workType: "music", yearCreated: 2023 },
      author: "Nova Reign",
      claimant: "Reign Music Ltd",
      sha256: done.sha256,
      metadataCid: done.anchor?.metadataUri?.replace("ipfs://", ""),
      registrant: authorKey.address.toLowerCase(),
      chainId: anchor.chainId,
      contract: anchor.contract,
      txHash: done.anchor?.revealTx,
      blockNumber: done.anchor?.blockNumber,
      blockTime: done.anchor?.anchoredAt,
      verifyUrl: `${ORIGIN}/copyright/verify/${done.sha256}`,
      howToVerify: howToVerifyCertificate({ ...anchor, blockNumber: done.anchor?.blockNumber ?? "" }),
    });
    expect(refusal(await call(other.cookie, "GET", path))).toEqual([404, "registration_not_found", expect.any(String)]);
  });

  it("as a PDF says the same, fingerprint and transaction included, with a QR code to the verify page", async () => {
    const done = await anchored(t, { wallets, actors }, author, await registered(t, author, studioFields(), uniqueWav()));
    const { res, bytes } = await download(author, `/api/copyright/registrations/${done.id}/certificate.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="copyright-certificate-${done.id}.pdf"`);
    const text = (await pdfPageTexts(bytes)).join(" ");
    for (const expected of [done.sha256, done.anchor?.revealTx ?? "-", done.anchor?.blockNumber ?? "-", authorKey.address.toLowerCase()]) {
      expect(text).toContain(expected);
    }
    expect(await qrTextOf(bytes)).toBe(`${ORIGIN}/copyright/verify/${done.sha256}`);
  });
});

describe("the filing package", () => {
  it("is ready once the work is anchored, with the answers, the application and fee, the anchor and the work attached", async () => {
    const lyrics = uniqueLyrics("Chorus");
    const draft = await registered(t, author, appFields({ registrationType: "both", pseudonym: "N.R." }), lyrics, "salt.txt");
    const path = `/api/copyright/registrations/${draft.id}/package.pdf`;
    const early = await call(author.cookie, "GET", path);
    expect(refusal(early)).toEqual([409, "filing_not_ready", FILING_NOT_READY]);

    const done = await anchored(t, { wallets, actors }, author, draft);
    expect(done.filing?.status).toBe("ready_to_file");
    expect(done.timeline.at(-1)).toMatchObject({ track: "filing", status: "ready_to_file", by: null });
    const { res, bytes } = await download(author, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfPageTexts(bytes)).join(" ");
    for (const expected of ["Salt and Static", "N.R.", "Single Application", "$45", done.sha256, done.anchor?.revealTx ?? "-"]) {
      expect(text).toContain(expected);
    }
    const attached = await attachmentsOf(bytes);
    expect([...attached.keys()]).toEqual(["salt.txt"]);
    expect(Buffer.from(attached.get("salt.txt") ?? []).equals(lyrics)).toBe(true);
  });

  it("is refused for a registration on chain only", async () => {
    const onChain = await registered(t, author, studioFields(), uniqueWav());
    const res = await call(author.cookie, "GET", `/api/copyright/registrations/${onChain.id}/package.pdf`);
    expect(refusal(res).slice(0, 2)).toEqual([409, "filing_not_tracked"]);
  });
});
