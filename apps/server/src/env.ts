import path from "node:path";
import { z } from "zod";
import type { ContractName } from "@wbe3/contracts";
import { BASE_CHAIN, LOCAL_CHAIN_ID, type WalletConnectorsConfig } from "@wbe3/domain";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x-prefixed 20-byte address");

/** A comma-separated list, lowercased, each entry checked. */
const listOf = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => value.split(",").map((part) => part.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(item));
const addressList = listOf(address);
const emailList = listOf(z.email("each entry must be an e-mail address"));

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
  PUBLIC_ORIGIN: z.url("PUBLIC_ORIGIN must be a URL such as https://wbe3.example").optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  RPC_URL: z.url("RPC_URL must be the URL of an Ethereum JSON-RPC node").optional(),
  PUBLIC_RPC_URL: z.string().min(1).optional(),
  CHAIN_ID: z.coerce.number().int().positive("CHAIN_ID must be a positive integer").optional(),
  ANVIL_PORT: z.coerce.number().int().min(0).max(65535, "ANVIL_PORT must be between 0 and 65535").default(8545),
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1, "CHAIN_CONFIRMATIONS must be at least 1").max(100).optional(),
  EXPLORER_URL: z.url().optional(),
  WBE3_TOKEN_ADDRESS: address.optional(),
  TRACK_NFT_ADDRESS: address.optional(),
  TICKET_NFT_ADDRESS: address.optional(),
  COPYRIGHT_REGISTRY_ADDRESS: address.optional(),
  WBE3_PAYMENTS_ADDRESS: address.optional(),
  CONTRACTS_DEPLOY_BLOCK: z.coerce.number().int().min(0).default(0),
  PRIVILEGED_WALLETS: addressList.optional(),
  PRIVILEGED_EMAILS: emailList.optional(),
  ADMIN_WALLETS: addressList.optional(),
  ADMIN_EMAILS: emailList.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).default("WBE3 <no-reply@wbe3.example>"),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(60),
  TRUST_PROXY: booleanFlag.optional(),
  IPFS_API_URL: z.url("IPFS_API_URL must be the URL of a Kubo RPC API").optional(),
  APPLE_MUSIC_TOKEN: z.string().min(20, "APPLE_MUSIC_TOKEN must be an Apple Music developer token").optional(),
  APPLE_MUSIC_STOREFRONT: z.string().regex(/^[a-z]{2}$/, "APPLE_MUSIC_STOREFRONT must be a two-letter storefront such as us").default("us"),
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
});

export interface Env {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  publicOrigin: string | undefined;
  webDist: string;
  seedDemo: boolean;
  isProduction: boolean;
  chain: ChainEnv;
  access: AccessConfig;
  mail: { smtpUrl: string | undefined; from: string };
  authRateLimitPerMinute: number;
  uploadRateLimitPerMinute: number;
  trustProxy: boolean;
  ipfsApiUrl: string | undefined;
  appleMusic: { token: string; storefront: string; apiUrl: string | undefined } | null;
  /** The hosted wallet connectors the sign-in dialog offers besides browser wallets. */
  wallets: WalletConnectorsConfig;
}

/** WalletConnect's public relay, used unless WALLETCONNECT_RELAY_URL names another. */
const WALLETCONNECT_DEFAULT_RELAY_URL = "wss://relay.walletconnect.org";

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
      contracts: Record<ContractName, `0x${string}`> & { deployBlock: number };
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
    trustProxy: env.TRUST_PROXY ?? false,
    ipfsApiUrl: env.IPFS_API_URL,
    appleMusic: env.APPLE_MUSIC_TOKEN ? { token: env.APPLE_MUSIC_TOKEN, storefront: env.APPLE_MUSIC_STOREFRONT, apiUrl: env.APPLE_MUSIC_API_URL } : null,
    wallets: {
      walletConnect: env.WALLETCONNECT_PROJECT_ID
        ? { projectId: env.WALLETCONNECT_PROJECT_ID, relayUrl: env.WALLETCONNECT_RELAY_URL ?? WALLETCONNECT_DEFAULT_RELAY_URL }
        : null,
      coinbaseWallet: env.COINBASE_WALLET ?? false,
    },
  };
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
  const missing = (
    [
      ["WBE3_TOKEN_ADDRESS", env.WBE3_TOKEN_ADDRESS],
      ["TRACK_NFT_ADDRESS", env.TRACK_NFT_ADDRESS],
      ["TICKET_NFT_ADDRESS", env.TICKET_NFT_ADDRESS],
      ["COPYRIGHT_REGISTRY_ADDRESS", env.COPYRIGHT_REGISTRY_ADDRESS],
      ["WBE3_PAYMENTS_ADDRESS", env.WBE3_PAYMENTS_ADDRESS],
    ] as const
  ).filter(([, value]) => !value);
  if (missing.length > 0 || !env.CHAIN_ID || !env.PUBLIC_RPC_URL) {
    throw new EnvError([
      ...missing.map(([name]) => `${name}: required when RPC_URL is set`),
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
      WBE3Token: env.WBE3_TOKEN_ADDRESS as `0x${string}`,
      TrackNFT: env.TRACK_NFT_ADDRESS as `0x${string}`,
      TicketNFT: env.TICKET_NFT_ADDRESS as `0x${string}`,
      CopyrightRegistry: env.COPYRIGHT_REGISTRY_ADDRESS as `0x${string}`,
      WBE3Payments: env.WBE3_PAYMENTS_ADDRESS as `0x${string}`,
      deployBlock: env.CONTRACTS_DEPLOY_BLOCK,
    },
  };
}
