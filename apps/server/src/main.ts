import { parseEnv, EnvError } from "./env.ts";
import { createLogger } from "./lib/logger.ts";
import { installSafetyNet } from "./lib/safety-net.ts";
import { startServer } from "./server.ts";
import { startupBanner } from "./startup-banner.ts";

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.logLevel);
  installSafetyNet(logger);
  const running = await startServer(env, logger);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    await running.close();
    process.exit(0);
  };
  // The local chain runs in a process group of its own (out of reach of a terminal's Ctrl-C):
  // closing saves it, then stops it.
  // Installed before the app says it is running: a Ctrl-C from then on always saves the chain.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(signal));
  logger.info({ url: running.url, db: running.deps.driver }, "WBE3 is running");
  process.stdout.write(startupBanner(running.url, running.deps));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
