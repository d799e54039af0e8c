import { randomBytes } from "node:crypto";
import path from "node:path";
import type { WalletConnectorsConfig } from "@wbe3/domain";
import type { TokenPriceSettings } from "./adapters/price/provider.ts";
import { parseChainEnv, type ChainEnv } from "./chain-env.ts";
import { EnvError, envSchema, type EnvVariables } from "./env-variables.ts";
import { siteOrigins, type SiteOrigins } from "./site-origins.ts";

// The variables and their checks live in env-variables.ts, the chain's settings in chain-env.ts
// and the site's origins in site-origins.ts; the rest of the server imports them all from here.
export { EnvError, siteOrigins, type ChainEnv, type SiteOrigins };

export interface Env {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: EnvVariables["LOG_LEVEL"];
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
  /** How often orders paid on chain but never confirmed by their buyer are looked for and recorded. */
  paymentSweepIntervalMs: number;
  /** Calls per minute per client address to the local RPC proxy (a batch is one call). */
  rpcRateLimitPerMinute: number;
  /** Local faucet requests per minute per client address. */
  faucetRateLimitPerMinute: number;
  /** Accounts one client network (IPv4 address, IPv6 /64) may create per hour (decision 0021). */
  newAccountsPerHour: number;
  /** Streams counted per hour for listeners who are not signed in, per client network (decision 0021). */
  anonymousStreamsPerHour: number;
  /** Live-show event streams one client network may hold open on one instance (decision 0033). */
  showEventStreamsPerAddress: number;
  /** How often an open live-show event stream gets a heartbeat comment. */
  showEventsHeartbeatMs: number;
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
  /** The key signed content links (decision 0025) are made and checked with. */
  contentLinkSecret: string;
}

/**
 * Outside production, without CONTENT_LINK_SECRET, links are signed with a key made once per
 * process: they stop working at a restart, which a local server can afford.
 */
const LOCAL_CONTENT_LINK_SECRET = randomBytes(32).toString("hex");

/** WalletConnect's public relay, used unless WALLETCONNECT_RELAY_URL names another. */
const WALLETCONNECT_DEFAULT_RELAY_URL = "wss://relay.walletconnect.org";

/** Who is special, by configuration only (never self-chosen): lowercased addresses and e-mails. */
export interface AccessConfig {
  privilegedWallets: ReadonlySet<string>;
  privilegedEmails: ReadonlySet<string>;
  adminWallets: ReadonlySet<string>;
  adminEmails: ReadonlySet<string>;
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
  if (isProduction && !env.CONTENT_LINK_SECRET) {
    throw new EnvError([
      "CONTENT_LINK_SECRET: required in production: a random key of at least 32 characters, the same on every instance; signed links to gated files use it",
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
    paymentSweepIntervalMs: env.PAYMENT_SWEEP_SECONDS * 1000,
    rpcRateLimitPerMinute: env.RPC_RATE_LIMIT,
    faucetRateLimitPerMinute: env.FAUCET_RATE_LIMIT,
    newAccountsPerHour: env.NEW_ACCOUNTS_PER_HOUR,
    anonymousStreamsPerHour: env.ANONYMOUS_STREAMS_PER_HOUR,
    showEventStreamsPerAddress: env.SHOW_EVENT_STREAMS_PER_ADDRESS,
    showEventsHeartbeatMs: env.SHOW_EVENTS_HEARTBEAT_MS,
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
    contentLinkSecret: env.CONTENT_LINK_SECRET ?? LOCAL_CONTENT_LINK_SECRET,
  };
}

/** The environment once the server listens: PORT 0 became a real port, and local origins use it. */
export function withBoundPort(env: Env, port: number): Env {
  if (env.port === port) return env;
  return { ...env, port, origins: siteOrigins(env.publicOrigin, env.host, port) };
}

/**
 * Local mode prices WBE3 with the sandbox (the local token trades nowhere); a remote chain asks
 * GeckoTerminal for the configured token, by default the chain's own WBE3 contract.
 */
function parseTokenPrice(env: EnvVariables, mode: ChainEnv["mode"]): TokenPriceSettings {
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
