import { expect } from "vitest";
import { parseUnits, type Address } from "viem";
import { orders } from "@wbe3/db";
import { bookSubmittedAnswer, myBooksAnswer, type Book, type StoredFile } from "@wbe3/domain";
import { apiCaller } from "./api-call.ts";
import { formWith, PDF_BYTES } from "./file-fixtures.ts";
import type { TestApp } from "./test-app.ts";

/** A price in WBE3 base units, as the API answers it. */
export const WBE3 = (whole: string) => parseUnits(whole, 18).toString();

/** A PDF whose bytes (and so CID) are unique to `label`. */
export const pdf = (label: string) => Buffer.concat([PDF_BYTES, Buffer.from(`% ${label}\n`)]);

/**
 * An author's side of publishing, through the API of `app()`: stored files, submitted books and
 * the author's list, signed in as `authorCookie()` unless another cookie is given.
 */
export function bookSubmissions(app: () => TestApp, authorCookie: () => string) {
  const call = apiCaller(app);

  async function storeFile(cookie: string, bytes: Buffer, name: string, category: string): Promise<StoredFile> {
    const res = await app().request("/api/files", { method: "POST", headers: { cookie }, body: formWith(bytes, name, category) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as StoredFile;
  }

  /** A book's fields with a freshly stored PDF of the author's. */
  async function bookFields(title: string, extra: Record<string, unknown> = {}) {
    const file = await storeFile(authorCookie(), pdf(title), `${title}.pdf`, "books");
    return { title, authorName: "Nia Reads", genre: "poetry", description: "Verses.", price: "12.5", fileCid: file.ipfsHash, ...extra };
  }

  const submit = (cookie: string, body: unknown) => call(cookie, "POST", "/api/artist/books", body);
  const myBooks = async () => myBooksAnswer.parse((await call(authorCookie(), "GET", "/api/artist/books")).body).books;

  async function submitted(title: string, extra: Record<string, unknown> = {}): Promise<Book> {
    const answer = await submit(authorCookie(), await bookFields(title, extra));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return bookSubmittedAnswer.strict().parse(answer.body).book;
  }

  /** The publishing unlock recorded as paid straight in the database, for a user who does not pay it on chain. */
  async function unlockPaid(userId: string, payee: Address): Promise<void> {
    await app()
      .db.insert(orders)
      .values({
        userId,
        kind: "publishing_unlock",
        status: "paid",
        total: parseUnits("198", 18),
        expiresAt: new Date(Date.now() + 60_000),
        payee: payee.toLowerCase(),
        chainId: app().deps.chain.chainId,
        txHash: `0x${"ab".repeat(32)}`,
        paidAt: new Date(),
      });
  }

  return { storeFile, bookFields, submit, myBooks, submitted, unlockPaid };
}
