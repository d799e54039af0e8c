import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { devAccounts } from "@wbe3/contracts";
import { marketplaceListings, tokenHoldings } from "@wbe3/db";
import { bookReviewedAnswer, type Book, type StoredFile } from "@wbe3/domain";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { Address, HDAccount } from "viem";
import { apiCaller } from "./api-call.ts";
import { signInWithWallet } from "./auth-helpers.ts";
import { bookSubmissions } from "./book-submissions.ts";
import { PNG_1X1 } from "./file-fixtures.ts";
import { makePdf } from "./pdf-fixtures.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** A token id no mint of the suite reaches: the holdings below are written by hand, as the index would. */
let nextTokenId = 9_000_000_001n;

/**
 * A book world for the gated-file tests: an author who publishes books, an admin who reviews them,
 * a stranger, and two wallets that hold book editions (dev accounts 78 and 79, see chain-actors.ts;
 * they only appear as owners in the index, nothing is sent from them). Everyone else signs in
 * with a fresh key.
 */
export async function gatedBooks() {
  const accounts = devAccounts(80);
  const [holderAccount, nextHolderAccount] = [accounts[78] as HDAccount, accounts[79] as HDAccount];
  const admin = privateKeyToAccount(generatePrivateKey());
  const t: TestApp = await createTestApp({ seed: false, env: { ADMIN_WALLETS: admin.address } });
  const call = apiCaller(() => t);
  const author = await signInWithWallet(t, privateKeyToAccount(generatePrivateKey()), "artist");
  const cookies = {
    author: author.cookie,
    admin: (await signInWithWallet(t, admin, "fan")).cookie,
    stranger: (await signInWithWallet(t, privateKeyToAccount(generatePrivateKey()), "fan")).cookie,
    holder: (await signInWithWallet(t, holderAccount, "fan")).cookie,
    nextHolder: (await signInWithWallet(t, nextHolderAccount, "fan")).cookie,
  };
  const books = bookSubmissions(
    () => t,
    () => cookies.author,
  );
  await books.unlockPaid(author.body.user?.id ?? "", author.body.user?.walletAddress as Address);
  expect((await call(cookies.author, "PUT", "/api/artist/profile", { username: "gated.pages", name: "Gated Pages" })).status).toBe(200);

  /**
   * A submitted book with a cover, waiting for review, and its manuscript's bytes: a real two-page
   * PDF unless `bytes` are given (with their file name's extension: a text book, say).
   */
  async function pendingBook(title: string, bytes?: Buffer, extension = "pdf"): Promise<{ book: Book; bytes: Buffer; cover: StoredFile }> {
    const manuscript = bytes ?? (await makePdf(title));
    const cover = await books.storeFile(cookies.author, PNG_1X1, `${title}.png`, "art");
    const file = await books.storeFile(cookies.author, manuscript, `${title}.${extension}`, "books");
    const book = await books.submitted(title, { coverCid: cover.ipfsHash, fileCid: file.ipfsHash });
    return { book, bytes: manuscript, cover };
  }

  /** An approved book whose first sale made its edition token, held by `owner`. */
  async function heldBook(title: string, owner: Address, bytes?: Buffer, extension?: string) {
    const pending = await pendingBook(title, bytes, extension);
    const reviewed = await call(cookies.admin, "POST", `/api/admin/reviews/${pending.book.id}`, { decision: "approve" });
    const listingId = bookReviewedAnswer.parse(reviewed.body).book.listingId ?? "";
    const token = { chainId: t.deps.chain.chainId, contract: t.deps.chain.contracts.TicketNFT.toLowerCase(), tokenId: nextTokenId++ };
    await t.db
      .update(marketplaceListings)
      .set({ tokenContract: token.contract, tokenId: token.tokenId })
      .where(eq(marketplaceListings.id, listingId));
    await setBalance(token, owner, 1n);
    return { ...pending, token, listingId };
  }

  /** What the transfer index records of `owner`'s balance of the token (0: no row, as the indexer leaves it). */
  async function setBalance(token: { chainId: number; contract: string; tokenId: bigint }, owner: Address, balance: bigint) {
    const key = { ...token, owner: owner.toLowerCase() };
    await t.db
      .delete(tokenHoldings)
      .where(
        and(
          eq(tokenHoldings.chainId, key.chainId),
          eq(tokenHoldings.contract, key.contract),
          eq(tokenHoldings.tokenId, key.tokenId),
          eq(tokenHoldings.owner, key.owner),
        ),
      );
    if (balance > 0n) {
      await t.db.insert(tokenHoldings).values({ ...key, standard: "erc1155", balance, acquiredBlock: 1n, acquiredLogIndex: 0 });
    }
  }

  /** The index after an on-chain transfer of the edition from one wallet to another. */
  async function transfer(token: { chainId: number; contract: string; tokenId: bigint }, from: Address, to: Address) {
    await setBalance(token, from, 0n);
    await setBalance(token, to, 1n);
  }

  return {
    t,
    call,
    cookies,
    authorId: author.body.user?.id ?? "",
    holder: holderAccount.address,
    nextHolder: nextHolderAccount.address,
    books,
    pendingBook,
    heldBook,
    setBalance,
    transfer,
  };
}
