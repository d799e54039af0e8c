import { z } from "zod";
import { CONTRACT_NAMES, CONTRACTS, type ContractAddressEnv } from "@wbe3/contracts";
import { LIVE_SHOW_HEARTBEAT_MS, normalizeEmail } from "@wbe3/domain";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x-prefixed 20-byte address");

/** GeckoTerminal's public API, used unless TOKEN_PRICE_API_URL names another. */
const GECKOTERMINAL_API_URL = "https://api.geckoterminal.com/api/v2";

/** A comma-separated list, each entry normalised (lowercased at least), then checked. */
const listOf = (item: z.ZodType<string, string>, normalize = (part: string) => part.trim().toLowerCase()) =>
  z
    .string()
    .transform((value) => value.split(",").map(normalize).filter(Boolean))
    .pipe(z.array(item));
const addressList = listOf(address);
const emailList = listOf(z.email("each entry must be an e-mail address"), normalizeEmail);

/**
 * TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For. `true` is one
 * (the setting used to be a flag), `false` none.
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, "TRUST_PROXY must be the number of trusted proxy hops (0-10), true (1) or false (0)")
  .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)))
  .pipe(z.number().max(10, "TRUST_PROXY must be the number of trusted proxy hops (0-10), true (1) or false (0)"));

/** One optional address variable per contract of the registry (WBE3_TOKEN_ADDRESS, …). */
function contractAddressVariables() {
  const shape = Object.fromEntries(CONTRACT_NAMES.map((name) => [CONTRACTS[name].addressEnv, address.optional()]));
  return shape as Record<ContractAddressEnv, z.ZodOptional<typeof address>>;
}

/** A count allowed per hour (decision 0021), 1-100000. */
const perHour = (name: string) =>
  z.coerce
    .number()
    .int(`${name} must be a whole number between 1 and 100000`)
    .min(1, `${name} must be a whole number between 1 and 100000`)
    .max(100_000, `${name} must be a whole number between 1 and 100000`);

/** Every variable the server reads, checked at start-up; a failure names the variable. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0, "PORT must be between 0 and 65535").max(65535, "PORT must be between 0 and 65535").default(8787),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_ORIGIN: z
    .url("PUBLIC_ORIGIN must be a URL such as https://wbe3.example")
    .regex(/^https?:\/\//, "PUBLIC_ORIGIN must be an http(s) URL such as https://wbe3.example")
    .optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  RPC_URL: z.url("RPC_URL must be the URL of an Ethereum JSON-RPC node").optional(),
  PUBLIC_RPC_URL: z.string().min(1).optional(),
  PLATFORM_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, "PLATFORM_SIGNER_KEY must be a 32-byte hex private key (0x + 64 hex digits)")
    .transform((value) => value as `0x${string}`)
    .optional(),
  CHAIN_ID: z.coerce.number().int().positive("CHAIN_ID must be a positive integer").optional(),
  ANVIL_PORT: z.coerce.number().int().min(0).max(65535, "ANVIL_PORT must be between 0 and 65535").default(8545),
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1, "CHAIN_CONFIRMATIONS must be at least 1").max(100).optional(),
  EXPLORER_URL: z.url().optional(),
  ...contractAddressVariables(),
  CONTRACTS_DEPLOY_BLOCK: z.coerce.number().int().min(0).default(0),
  PRIVILEGED_WALLETS: addressList.optional(),
  PRIVILEGED_EMAILS: emailList.optional(),
  ADMIN_WALLETS: addressList.optional(),
  ADMIN_EMAILS: emailList.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("WBE3 <no-reply@wbe3.example>"),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(60),
  PURGE_INTERVAL_SECONDS: z.coerce
    .number()
    .int("PURGE_INTERVAL_SECONDS must be a whole number of seconds")
    .min(10, "PURGE_INTERVAL_SECONDS must be between 10 and 86400")
    .max(86_400, "PURGE_INTERVAL_SECONDS must be between 10 and 86400")
    .default(900),
  PAYMENT_SWEEP_SECONDS: z.coerce
    .number()
    .int("PAYMENT_SWEEP_SECONDS must be a whole number of seconds")
    .min(5, "PAYMENT_SWEEP_SECONDS must be between 5 and 3600")
    .max(3600, "PAYMENT_SWEEP_SECONDS must be between 5 and 3600")
    .default(60),
  RPC_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(1200),
  FAUCET_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  NEW_ACCOUNTS_PER_HOUR: perHour("NEW_ACCOUNTS_PER_HOUR").default(10),
  ANONYMOUS_STREAMS_PER_HOUR: perHour("ANONYMOUS_STREAMS_PER_HOUR").default(20),
  SHOW_EVENT_STREAMS_PER_ADDRESS: z.coerce
    .number()
    .int("SHOW_EVENT_STREAMS_PER_ADDRESS must be a whole number")
    .min(1, "SHOW_EVENT_STREAMS_PER_ADDRESS must be between 1 and 1000")
    .max(1000, "SHOW_EVENT_STREAMS_PER_ADDRESS must be between 1 and 1000")
    .default(8),
  SHOW_EVENTS_HEARTBEAT_MS: z.coerce
    .number()
    .int("SHOW_EVENTS_HEARTBEAT_MS must be a whole number of milliseconds")
    .min(10, "SHOW_EVENTS_HEARTBEAT_MS must be between 10 and 60000")
    .max(60_000, "SHOW_EVENTS_HEARTBEAT_MS must be between 10 and 60000")
    .default(LIVE_SHOW_HEARTBEAT_MS),
  TRUST_PROXY: proxyHops.optional(),
  IPFS_API_URL: z.url("IPFS_API_URL must be the URL of a Kubo RPC API").optional(),
  APPLE_MUSIC_TOKEN: z.string().min(20, "APPLE_MUSIC_TOKEN must be an Apple Music developer token").optional(),
  APPLE_MUSIC_STOREFRONT: z
    .string()
    .regex(/^[a-z]{2}$/, "APPLE_MUSIC_STOREFRONT must be a two-letter storefront such as us")
    .default("us"),
  APPLE_MUSIC_API_URL: z.url().optional(),
  WALLETCONNECT_PROJECT_ID: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, "WALLETCONNECT_PROJECT_ID must be the 32-character project id from the WalletConnect (Reown) dashboard")
    .optional(),
  WALLETCONNECT_RELAY_URL: z
    .url("WALLETCONNECT_RELAY_URL must be a wss:// URL")
    .regex(/^wss?:\/\//, "WALLETCONNECT_RELAY_URL must be a wss:// URL")
    .optional(),
  COINBASE_WALLET: booleanFlag.optional(),
  TOKEN_PRICE_PROVIDER: z.enum(["sandbox", "geckoterminal"], "TOKEN_PRICE_PROVIDER must be sandbox or geckoterminal").optional(),
  TOKEN_PRICE_API_URL: z.url("TOKEN_PRICE_API_URL must be the URL of the GeckoTerminal API").default(GECKOTERMINAL_API_URL),
  TOKEN_PRICE_NETWORK: z
    .string()
    .regex(/^[a-z0-9_-]+$/, "TOKEN_PRICE_NETWORK must be a GeckoTerminal network id such as base")
    .default("base"),
  TOKEN_PRICE_TOKEN_ADDRESS: address.optional(),
  CONTENT_LINK_SECRET: z
    .string()
    .min(32, "CONTENT_LINK_SECRET must be at least 32 characters (e.g. the output of openssl rand -hex 32)")
    .optional(),
  SWAP_URL: z
    .url("SWAP_URL must be the URL of the DEX page where WBE3 is bought")
    .regex(/^https?:\/\//, "SWAP_URL must be an http(s) URL")
    .optional(),
});

/** The process environment once every variable has passed its check. */
export type EnvVariables = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
  }
}
