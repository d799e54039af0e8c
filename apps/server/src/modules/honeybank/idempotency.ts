import { createHash } from "node:crypto";
import type { Database } from "@wbe3/db";
import { AppError, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_REUSED } from "@wbe3/domain";
import { claimRequestKey, findRequest, storeAnswer } from "./repo.ts";

/** A request that moves money, as its Idempotency-Key names it. */
export interface KeyedRequest {
  userId: string;
  /** The header's value (undefined when it was not sent). */
  key: string | undefined;
  method: string;
  path: string;
  body: unknown;
}

const KEY_FORM = /^[\x21-\x7e]{1,255}$/;

/** Object keys sorted at every level, so two spellings of one body have one fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, each]) => [key, canonical(each)]),
    );
  }
  return value;
}

/**
 * Runs a money request once per key (Stripe's rule): its work, the answer and the key are written
 * in one transaction. The same key with the same request answers the first answer again, even
 * when both arrive at once (the second waits on the key's row); with another request it is
 * refused (422). A refused request stores nothing, so it may be sent again with its key.
 */
export async function once<T>(db: Database, request: KeyedRequest, status: number, work: (tx: Database) => Promise<T>) {
  const key = request.key;
  if (!key || !KEY_FORM.test(key)) {
    throw new AppError("bad_request", IDEMPOTENCY_KEY_REQUIRED, { reason: "idempotency_key_required" });
  }
  const fingerprint = createHash("sha256")
    .update(`${request.method} ${request.path}\n${JSON.stringify(canonical(request.body ?? null))}`)
    .digest("hex");
  return db.transaction(async (tx) => {
    if (!(await claimRequestKey(tx, { userId: request.userId, key, fingerprint }))) {
      const first = await findRequest(tx, request.userId, key);
      if (!first || first.fingerprint !== fingerprint) {
        throw new AppError("unprocessable", IDEMPOTENCY_KEY_REUSED, { reason: "idempotency_key_reused" });
      }
      return { status: first.status, answer: first.answer as T, replayed: true };
    }
    const answer = await work(tx);
    await storeAnswer(tx, request.userId, key, status, JSON.parse(JSON.stringify(answer)) as unknown);
    return { status, answer, replayed: false };
  });
}
