import path from "node:path";
import { z } from "zod";
import { CONTRACT_NAMES, CONTRACTS, type ContractAddressEnv, type Deployment } from "@wbe3/contracts";
import { BASE_CHAIN, LOCAL_CHAIN_ID, normalizeEmail, type WalletConnectorsConfig } from "@wbe3/domain";
import type { TokenPriceSettings } from "./adapters/price/provider.ts";

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

const envSchema = z.object({
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
  RPC_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(1200),
  FAUCET_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
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
  SWAP_URL: z
    .url("SWAP_URL must be the URL of the DEX page where WBE3 is bought")
    .regex(/^https?:\/\//, "SWAP_URL must be an http(s) URL")
    .optional(),
});

export interface Env {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  publicOrigin: string | undefined;
  /** Where browsers reach this server; never taken from a request (Host, absolute request line). */
  origins: SiteOrigins;
  webDist: string;
  seedDemo: boolean;
  isProduction: boolean;
  chain: ChainEnv;
  access: AccessConfig;
  mail: { smtpUrl: string | undefined; from: string };
  authRateLimitPerMinute: number;
  uploadRateLimitPerMinute: number;
  /** How often expired sessions, nonces, e-mail links, rate-limit windows and upload temp files are deleted. */
  purgeIntervalMs: number;
  /** Calls per minute per client address to the local RPC proxy (a batch is one call). */
  rpcRateLimitPerMinute: number;
  /** Local faucet requests per minute per client address. */
  faucetRateLimitPerMinute: number;
  /** Proxies in front of the server that append to X-Forwarded-For; 0 ignores the header. */
  trustProxy: number;
  ipfsApiUrl: string | undefined;
  appleMusic: { token: string; storefront: string; apiUrl: string | undefined } | null;
  /** The hosted wallet connectors the sign-in dialog offers besides browser wallets. */
  wallets: WalletConnectorsConfig;
  /** Where the WBE3 price comes from: the local sandbox, or a DEX price API. */
  tokenPrice: TokenPriceSettings;
  /** The DEX page the wallet card's Buy button opens. */
  swapUrl: string | null;
}

/** WalletConnect's public relay, used unless WALLETCONNECT_RELAY_URL names another. */
const WALLETCONNECT_DEFAULT_RELAY_URL = "wss://relay.walletconnect.org";

/**
 * `canonical` is the origin mailed links point to; `allowed` are the origins a browser's Origin
 * header and a Sign-In with Ethereum message may name (canonical first).
 */
export interface SiteOrigins {
  canonical: string;
  allowed: readonly string[];
}

/** Who is special, by configuration only (never self-chosen): lowercased addresses and e-mails. */
export interface AccessConfig {
  privilegedWallets: ReadonlySet<string>;
  privilegedEmails: ReadonlySet<string>;
  adminWallets: ReadonlySet<string>;
  adminEmails: ReadonlySet<string>;
}

/**
 * Local mode (no RPC_URL): the server starts Anvil itself and deploys the contracts once.
 * Remote mode: a node at RPC_URL with the contracts at the given addresses.
 */
export type ChainEnv =
  | { mode: "local"; chainId: number; anvilPort: number; confirmations: number; publicRpcUrl: string; explorerUrl: string | undefined }
  | {
      mode: "remote";
      chainId: number;
      rpcUrl: string;
      confirmations: number;
      publicRpcUrl: string;
      explorerUrl: string | undefined;
      contracts: Deployment;
      /** The key whose address the marketplace contract trusts for quotes; without it checkout is closed. */
      platformSignerKey: `0x${string}` | undefined;
    };

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
  }
}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, "../../web/dist");

/** Parses the process environment once; every setting of the server comes from here. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === "production";
  const chain = parseChainEnv(env);
  if (isProduction && !env.PUBLIC_ORIGIN) {
    throw new EnvError([
      "PUBLIC_ORIGIN: required in production: the https origin users open (e.g. https://wbe3.example); links and sign-in checks use it",
    ]);
  }
  if (env.WALLETCONNECT_RELAY_URL && !env.WALLETCONNECT_PROJECT_ID) {
    throw new EnvError(["WALLETCONNECT_RELAY_URL: set WALLETCONNECT_PROJECT_ID too (WalletConnect is off without a project id)"]);
  }
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    publicOrigin: env.PUBLIC_ORIGIN,
    origins: siteOrigins(env.PUBLIC_ORIGIN, env.HOST, env.PORT),
    webDist: path.resolve(env.WEB_DIST ?? DEFAULT_WEB_DIST),
    seedDemo: env.SEED_DEMO ?? !isProduction,
    isProduction,
    chain,
    access: {
      privilegedWallets: new Set(env.PRIVILEGED_WALLETS ?? []),
      privilegedEmails: new Set(env.PRIVILEGED_EMAILS ?? []),
      adminWallets: new Set(env.ADMIN_WALLETS ?? []),
      adminEmails: new Set(env.ADMIN_EMAILS ?? []),
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT,
    uploadRateLimitPerMinute: env.UPLOAD_RATE_LIMIT,
    purgeIntervalMs: env.PURGE_INTERVAL_SECONDS * 1000,
    rpcRateLimitPerMinute: env.RPC_RATE_LIMIT,
    faucetRateLimitPerMinute: env.FAUCET_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY ?? 0,
    ipfsApiUrl: env.IPFS_API_URL,
    appleMusic: env.APPLE_MUSIC_TOKEN
      ? { token: env.APPLE_MUSIC_TOKEN, storefront: env.APPLE_MUSIC_STOREFRONT, apiUrl: env.APPLE_MUSIC_API_URL }
      : null,
    wallets: {
      walletConnect: env.WALLETCONNECT_PROJECT_ID
        ? { projectId: env.WALLETCONNECT_PROJECT_ID, relayUrl: env.WALLETCONNECT_RELAY_URL ?? WALLETCONNECT_DEFAULT_RELAY_URL }
        : null,
      coinbaseWallet: env.COINBASE_WALLET ?? false,
    },
    tokenPrice: parseTokenPrice(env, chain.mode),
    swapUrl: env.SWAP_URL ?? null,
  };
}

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * PUBLIC_ORIGIN alone when set. Without it (local mode) the loopback names of PORT, plus HOST's
 * own name when it is a specific interface; the request's Host header never counts, so a
 * spoofed Host cannot make another site "ours". PORT 0 is resolved once bound (withBoundPort).
 */
export function siteOrigins(publicOrigin: string | undefined, host: string, port: number): SiteOrigins {
  if (publicOrigin) {
    const origin = new URL(publicOrigin).origin;
    return { canonical: origin, allowed: [origin] };
  }
  const loopback = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (WILDCARD_HOSTS.has(host) || LOOPBACK_HOSTS.has(host)) return { canonical: loopback[0] as string, allowed: loopback };
  const own = new URL(`http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`).origin;
  return { canonical: own, allowed: [own, ...loopback] };
}

/** The environment once the server listens: PORT 0 became a real port, and local origins use it. */
export function withBoundPort(env: Env, port: number): Env {
  if (env.port === port) return env;
  return { ...env, port, origins: siteOrigins(env.publicOrigin, env.host, port) };
}

// The same-origin JSON-RPC proxy the browser uses in local mode (CSP allows only 'self').
const LOCAL_PUBLIC_RPC = "/api/rpc";

function parseChainEnv(env: z.infer<typeof envSchema>): ChainEnv {
  if (!env.RPC_URL) {
    const chainId = env.CHAIN_ID ?? LOCAL_CHAIN_ID;
    if (chainId === BASE_CHAIN.id) {
      // A local chain posing as Base would make a real wallet sign real transactions.
      throw new EnvError([`CHAIN_ID: the local chain must not use Base's chain id ${BASE_CHAIN.id}; set RPC_URL to use Base`]);
    }
    return {
      mode: "local",
      chainId,
      anvilPort: env.ANVIL_PORT,
      confirmations: env.CHAIN_CONFIRMATIONS ?? 1,
      publicRpcUrl: env.PUBLIC_RPC_URL ?? LOCAL_PUBLIC_RPC,
      explorerUrl: env.EXPLORER_URL,
    };
  }
  const missing = CONTRACT_NAMES.map((name) => CONTRACTS[name].addressEnv).filter((variable) => !env[variable]);
  if (missing.length > 0 || !env.CHAIN_ID || !env.PUBLIC_RPC_URL) {
    throw new EnvError([
      ...missing.map((variable) => `${variable}: required when RPC_URL is set`),
      ...(env.CHAIN_ID ? [] : ["CHAIN_ID: required when RPC_URL is set"]),
      ...(env.PUBLIC_RPC_URL ? [] : ["PUBLIC_RPC_URL: required when RPC_URL is set (the RPC the browser uses)"]),
    ]);
  }
  return {
    mode: "remote",
    chainId: env.CHAIN_ID,
    rpcUrl: env.RPC_URL,
    confirmations: env.CHAIN_CONFIRMATIONS ?? 3,
    publicRpcUrl: env.PUBLIC_RPC_URL,
    explorerUrl: env.EXPLORER_URL,
    contracts: {
      ...(Object.fromEntries(CONTRACT_NAMES.map((name) => [name, env[CONTRACTS[name].addressEnv]])) as Record<
        keyof typeof CONTRACTS,
        `0x${string}`
      >),
      deployBlock: env.CONTRACTS_DEPLOY_BLOCK,
    },
    platformSignerKey: env.PLATFORM_SIGNER_KEY,
  };
}

/**
 * Local mode prices WBE3 with the sandbox (the local token trades nowhere); a remote chain asks
 * GeckoTerminal for the configured token, by default the chain's own WBE3 contract.
 */
function parseTokenPrice(env: z.infer<typeof envSchema>, mode: ChainEnv["mode"]): TokenPriceSettings {
  const provider = env.TOKEN_PRICE_PROVIDER ?? (mode === "local" ? "sandbox" : "geckoterminal");
  if (provider === "sandbox") return { provider };
  if (mode === "local" && !env.TOKEN_PRICE_TOKEN_ADDRESS) {
    throw new EnvError([
      "TOKEN_PRICE_TOKEN_ADDRESS: required for TOKEN_PRICE_PROVIDER=geckoterminal on a local chain (the local WBE3 trades nowhere)",
    ]);
  }
  return {
    provider,
    apiUrl: env.TOKEN_PRICE_API_URL,
    network: env.TOKEN_PRICE_NETWORK,
    tokenAddress: env.TOKEN_PRICE_TOKEN_ADDRESS,
  };
}
