import { randomUUID } from "node:crypto";
import { decodeFunctionData, type Address, type Hash, type HDAccount, type Hex } from "viem";
import { devAccounts, platformSignerDevAccount, wbe3PaymentsAbi, type PaymentQuote } from "@wbe3/contracts";
import { users, type Database } from "@wbe3/db";
import { openTestDatabase } from "@wbe3/db/testing";
import type { Checkout, Role, SessionUser } from "@wbe3/domain";
import type { Chain } from "../adapters/chain/chain-client.ts";
import { accountQuoteSigner } from "../adapters/chain/quote-signer.ts";
import { chainActors } from "./chain-actors.ts";
import { suiteChain } from "./suite-chain.ts";

/**
 * Payment orders without the app: a fresh database, the suite's Anvil with the platform's quote
 * signer (as the app has it), signed-in users written straight to the database,
 * and wallets that send an order's calls. For tests mutation testing (decision 0022) runs often.
 */
export async function paymentOrderKit(indices: number[]) {
  const handle = await openTestDatabase();
  const db: Database = handle.db;
  // global-setup's deployAll made this dev account the platform signer. No treasury key: a refund
  // stays owed rather than racing other files for the treasury's nonce.
  const signer = accountQuoteSigner(platformSignerDevAccount());
  const chain: Chain = { ...suiteChain(), quoteSigner: signer };
  const actors = chainActors(indices);
  const accounts = devAccounts(Math.max(...indices) + 1);
  const account = (index: number) => accounts[index] as HDAccount;

  /** A signed-in user as the session answers them; `wallet: null` for an account without one. */
  async function userOf(wallet: { address: Address } | null, role: Role = "fan"): Promise<SessionUser> {
    const walletAddress = wallet?.address.toLowerCase() ?? null;
    const email = wallet ? null : `${randomUUID()}@example.com`;
    const [row] = await db.insert(users).values({ walletAddress, email, role }).returning();
    if (!row) throw new Error("no user");
    return { id: row.id, email, name: null, walletAddress, role, emailVerified: false, privileged: false, pendingRole: null };
  }

  /** Sends the order's calls from `wallet`, one by one; answers the last (the payment). */
  async function pay(wallet: HDAccount, checkout: Pick<Checkout, "calls">): Promise<Hash> {
    const client = actors.wallets[indices.indexOf(accounts.indexOf(wallet))];
    if (!client) throw new Error("not one of this kit's wallets");
    let last: Hash | undefined;
    for (const call of checkout.calls) {
      last = await client.sendTransaction({ to: call.to, data: call.data, value: BigInt(call.value) });
      const receipt = await chain.client.waitForTransactionReceipt({ hash: last, pollingInterval: 50 });
      if (receipt.status !== "success") throw new Error(`transaction ${last} reverted`);
    }
    if (!last) throw new Error("no calls to send");
    return last;
  }

  /** The quote and signature the order's last call pays with. */
  function quoteOf(checkout: Pick<Checkout, "calls">): { quote: PaymentQuote; signature: Hex } {
    const last = checkout.calls.at(-1);
    if (!last) throw new Error("no calls");
    const { args } = decodeFunctionData({ abi: wbe3PaymentsAbi, data: last.data });
    const [quote, signature] = args as unknown as [PaymentQuote, Hex];
    return { quote, signature };
  }

  return { db, chain, signer, actors, account, userOf, pay, quoteOf, close: () => handle.close() };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** `db`, running `act` once its first transaction has committed (as if another request came right then). */
export function afterFirstTransaction(db: Database, act: () => Promise<unknown>): Database {
  let first = true;
  const transaction = async <T>(run: (t: Transaction) => Promise<T>): Promise<T> => {
    const result = await db.transaction(run);
    if (first) {
      first = false;
      await act();
    }
    return result;
  };
  return new Proxy(db, { get: (target, key) => (key === "transaction" ? transaction : (Reflect.get(target, key, target) as unknown)) });
}

/**
 * `db` as a transaction sees it when another one commits `other` between its first read and its
 * writes: on PGlite transactions never interleave, so `other` runs inside the first transaction
 * right after that read (its writes then collide as they would with the committed rows, and the
 * transaction rolls back), then is committed for real. Later transactions run as they are.
 */
export function committedMidway(db: Database, other: (on: Database) => Promise<unknown>): Database {
  let first = true;
  const transaction = async <T>(run: (t: Transaction) => Promise<T>): Promise<T> => {
    if (!first) return db.transaction(run);
    first = false;
    try {
      return await db.transaction((t) => run(afterFirstRead(t, () => other(t))));
    } catch (err) {
      await other(db);
      throw err;
    }
  };
  return new Proxy(db, { get: (target, key) => (key === "transaction" ? transaction : (Reflect.get(target, key, target) as unknown)) });
}

/** `t`, running `act` once its first `select` has answered (before the caller reads the rows). */
function afterFirstRead(t: Transaction, act: () => Promise<unknown>): Transaction {
  let pending = true;
  const wrap = (query: object): object =>
    new Proxy(query, {
      get(target, key) {
        const member = Reflect.get(target, key, target) as unknown;
        if (typeof member !== "function") return member;
        if (key === "then") {
          return (done: (rows: unknown) => unknown, failed: (err: unknown) => unknown) =>
            (target as Promise<unknown>)
              .then(async (rows) => {
                if (pending) {
                  pending = false;
                  await act();
                }
                return rows;
              })
              .then(done, failed);
        }
        return (...args: unknown[]) => {
          const out = (member as (...a: unknown[]) => unknown).apply(target, args);
          return typeof out === "object" && out !== null ? wrap(out) : out;
        };
      },
    });
  return new Proxy(t, {
    get(target, key) {
      const member = Reflect.get(target, key, target) as unknown;
      if (typeof member !== "function") return member;
      const bound = (member as (...a: unknown[]) => unknown).bind(target);
      return key === "select" ? (...args: unknown[]) => wrap(bound(...args) as object) : bound;
    },
  });
}
