import { z } from "zod";
import { LEDGER_ASSETS, TRANSFER_KINDS } from "../ledger/ledger.ts";
import { defineEndpoints } from "../shared/endpoint.ts";
import { analyticsAnswer, honeybankAccountAnswer, quoteAnswer, statementAnswer, tradeAnswer } from "./answers.ts";
import { exchangeQuoteBody, metalsQuoteBody, quoteIdBody } from "./trading.ts";
import { walletCreationSchema } from "./wallet.ts";

export const STATEMENT_PAGE = { default: 20, max: 100 } as const;

const limitRule = `limit must be a whole number from 1 to ${STATEMENT_PAGE.max}.`;

/** `GET /api/honeybank/ledger`: the newest entries first, by asset or kind, older pages with `before`. */
export const statementQuery = z.object({
  asset: z.enum(LEDGER_ASSETS, { error: `asset is one of ${LEDGER_ASSETS.join(", ")}.` }).optional(),
  kind: z.enum(TRANSFER_KINDS, { error: `kind is one of ${TRANSFER_KINDS.join(", ")}.` }).optional(),
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,18}$/, "before is an entry id from an earlier page.")
    .optional(),
  limit: z
    .string({ error: limitRule })
    .regex(/^[0-9]{1,3}$/, limitRule)
    .transform(Number)
    .pipe(z.number().int().min(1, limitRule).max(STATEMENT_PAGE.max, limitRule))
    .default(STATEMENT_PAGE.default),
});

/**
 * HoneyBank (issue 27): the wallet on the ledger. Every request that moves money carries an
 * `Idempotency-Key` header: sent again with the same body it answers the first response; with
 * another body it is refused (422).
 */
export const HONEYBANK_ENDPOINTS = defineEndpoints({
  "POST /api/honeybank/accounts": { access: "signed-in", body: walletCreationSchema, output: honeybankAccountAnswer, status: 201 },
  "GET /api/honeybank/account": { access: "signed-in", output: honeybankAccountAnswer },
  "GET /api/honeybank/ledger": { access: "signed-in", query: statementQuery, output: statementAnswer },
  "GET /api/honeybank/analytics": { access: "signed-in", output: analyticsAnswer },
  /** A price for WBE3 ↔ USD at the token price, held for QUOTE_TTL_SECONDS, the fee shown. */
  "POST /api/honeybank/exchange/quotes": { access: "signed-in", body: exchangeQuoteBody, output: quoteAnswer, status: 201 },
  /** Carries out an exchange quote (Idempotency-Key). */
  "POST /api/honeybank/exchange": { access: "signed-in", body: quoteIdBody, output: tradeAnswer, status: 201 },
  /** A price to buy or sell gold or silver by weight, held for QUOTE_TTL_SECONDS, the fee shown. */
  "POST /api/honeybank/metals/quotes": { access: "signed-in", body: metalsQuoteBody, output: quoteAnswer, status: 201 },
  /** Carries out a metals quote (Idempotency-Key). */
  "POST /api/honeybank/metals/orders": { access: "signed-in", body: quoteIdBody, output: tradeAnswer, status: 201 },
});
