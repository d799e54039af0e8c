// What an area's openings query shares with every other (decision 0027): which rows are the
// tokens asked for, and the file a row names. Areas query their own tables; this is the glue.
import { and, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { IndexedToken, OpenedFile } from "./openings.ts";

/** One key per token: the contract in lower case and the id. */
export const tokenKey = (contract: string, tokenId: bigint): string => `${contract.toLowerCase()}:${tokenId.toString()}`;

/**
 * The condition a query of `tokens` filters with: contract among theirs and id among theirs. It
 * matches a superset (one token's contract with another's id); `ofTokens` keeps the exact ones.
 */
export function amongTokens(contract: PgColumn, tokenId: PgColumn, tokens: readonly IndexedToken[]): SQL | undefined {
  return and(
    isNotNull(contract),
    inArray(contract, [...new Set(tokens.map((token) => token.contract.toLowerCase()))]),
    inArray(
      tokenId,
      tokens.map((token) => token.tokenId),
    ),
  );
}

/** The rows of `rows` that are one of `tokens` (rows whose contract or id is unknown are dropped). */
export function ofTokens<Row extends { contract: string | null; tokenId: bigint | null }>(
  rows: readonly Row[],
  tokens: readonly IndexedToken[],
): (Row & IndexedToken)[] {
  const wanted = new Set(tokens.map((token) => tokenKey(token.contract, token.tokenId)));
  return rows.flatMap((row) =>
    row.contract !== null && row.tokenId !== null && wanted.has(tokenKey(row.contract, row.tokenId))
      ? [{ ...row, contract: row.contract, tokenId: row.tokenId }]
      : [],
  );
}

/** The file a row's left join found, if it is a whole stored file. */
export const openedFile = (
  file: { cid: string | null; mimeType: string | null; access: OpenedFile["access"] | null } | null,
): OpenedFile | null =>
  file?.cid && file.mimeType && file.access ? { cid: file.cid, mimeType: file.mimeType, access: file.access } : null;
