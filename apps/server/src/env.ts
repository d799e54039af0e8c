import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

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
}

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
  };
}
