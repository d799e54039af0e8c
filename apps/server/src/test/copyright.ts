import { createHash, randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { HDAccount, Hash } from "viem";
import { registrationAnswer, type RegistrationAnswer } from "@wbe3/domain";
import { apiCaller, type ApiAnswer } from "./api-call.ts";
import { wavBytes } from "./file-fixtures.ts";
import type { chainActors } from "./chain-actors.ts";
import type { Person } from "./show-tickets.ts";
import type { TestApp } from "./test-app.ts";
import type { testWallets } from "./wallet-calls.ts";

type Wallets = ReturnType<typeof testWallets>;
type Actors = ReturnType<typeof chainActors>;
type Fields = Record<string, string | number | boolean>;

/** The studio form's required answers (SPEC 3 and 5), with `extra` on top. */
export const studioFields = (extra: Fields = {}): Fields => ({
  form: "studio",
  title: "Harbour Lights",
  author: "Nova Reign",
  claimantName: "Nova Reign",
  workType: "music",
  ...extra,
});

/** The app page's required answers, with `extra` on top. */
export const appFields = (extra: Fields = {}): Fields => ({
  form: "app",
  workTitle: "Salt and Static",
  authorName: "Nova Reign",
  workType: "lyrics",
  ...extra,
});

/** A real WAV no other registration of this run has: the shared chain keeps every fingerprint. */
export function uniqueWav(): Buffer {
  const wav = wavBytes(400);
  // The last samples carry a fresh uuid's bytes.
  Buffer.from(randomUUID().replace(/-/g, ""), "hex").copy(wav, wav.length - 16);
  return wav;
}

export const uniqueLyrics = (label = "Verse"): Buffer => Buffer.from(`${label}: ${randomUUID()}\nThe tide keeps what the harbour gave.\n`);

export const sha256Of = (bytes: Uint8Array): `0x${string}` => `0x${createHash("sha256").update(bytes).digest("hex")}`;

/** The form as a browser sends it: the fields first, then the file. */
export function registrationForm(fields: Fields, file: Uint8Array | null, filename = "work.wav"): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append("file", new Blob([new Uint8Array(file)]), filename);
  return form;
}

/** `POST /api/copyright/registrations` as multipart, answered with status and body. */
export async function postRegistration(
  t: TestApp,
  cookie: string,
  fields: Fields,
  file: Uint8Array | null,
  filename?: string,
): Promise<ApiAnswer> {
  const res = await t.request("/api/copyright/registrations", {
    method: "POST",
    headers: { cookie },
    body: registrationForm(fields, file, filename),
  });
  return { status: res.status, body: await res.json() };
}

/** Registers `file` with `fields`, expecting 201: the registration as answered. */
export async function registered(
  t: TestApp,
  who: Person,
  fields: Fields,
  file: Uint8Array,
  filename?: string,
): Promise<RegistrationAnswer> {
  const res = await postRegistration(t, who.cookie, fields, file, filename);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return registrationAnswer.parse(res.body);
}

/** Reads the registration as its registrant sees it now. */
export async function registrationNow(t: TestApp, who: Person, id: string): Promise<RegistrationAnswer> {
  const res = await apiCaller(() => t)(who.cookie, "GET", `/api/copyright/registrations/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return registrationAnswer.parse(res.body);
}

export const confirmTx = (t: TestApp, who: Person, id: string, txHash: string) =>
  apiCaller(() => t)(who.cookie, "POST", `/api/copyright/registrations/${id}/confirm`, { txHash });

/** Sends the calls `next` holds from the registrant's wallet: the transaction to confirm. */
export async function sendNext(wallets: Wallets, who: Person, registration: RegistrationAnswer): Promise<Hash> {
  if (!registration.next) throw new Error(`registration ${registration.id} has nothing to send`);
  return wallets.sendCalls(who.key as HDAccount, registration.next.calls);
}

/**
 * Commits, mines a block (the registry refuses a reveal in the commit's own block), reveals and
 * confirms each: the registration anchored.
 */
export async function anchored(
  t: TestApp,
  chain: { wallets: Wallets; actors: Actors },
  who: Person,
  registration: RegistrationAnswer,
): Promise<RegistrationAnswer> {
  const commit = await confirmTx(t, who, registration.id, await sendNext(chain.wallets, who, registration));
  expect(commit.status, JSON.stringify(commit.body)).toBe(200);
  await chain.actors.testClient.mine({ blocks: 1 });
  const committed = await registrationNow(t, who, registration.id);
  const reveal = await confirmTx(t, who, registration.id, await sendNext(chain.wallets, who, committed));
  expect(reveal.status, JSON.stringify(reveal.body)).toBe(200);
  return registrationAnswer.parse(reveal.body);
}
