import path from "node:path";
import { ensureDeployed, startAnvil, type AnvilInstance } from "@wbe3/contracts/local-chain";
import { devAccounts, platformSignerDevAccount } from "@wbe3/contracts";
import { privateKeyToAccount } from "viem/accounts";
import { accountQuoteSigner } from "./adapters/chain/quote-signer.ts";
import type { ChainEnv } from "./env.ts";
import { createChainClient, type Chain } from "./adapters/chain/chain-client.ts";
import type { Logger } from "./lib/logger.ts";

/** The local chain's block time, Base's. */
const LOCAL_BLOCK_SECONDS = 2;

export interface ConnectedChain {
  chain: Chain;
  /** True when the contracts were deployed just now: a chain index from before is stale. */
  freshDeployment: boolean;
  stop(): Promise<void>;
}

export interface ConnectChainOptions {
  /** Local mode: runs after Anvil died and was started again from its state file. */
  afterRestart?: (chain: Chain) => Promise<void>;
  /** Waits before each restart attempt (the last repeats), so a chain that dies on start never spins. */
  restartDelaysMs?: readonly number[];
}

const RESTART_DELAYS_MS = [250, 1_000, 2_000, 5_000] as const;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function localTreasury() {
  const [treasury] = devAccounts(1);
  if (!treasury) throw new Error("no dev account for the local treasury");
  return treasury;
}

/**
 * Local mode: starts Anvil with its state under DATA_DIR/chain and deploys our contracts once
 * (addresses in DATA_DIR/deployments.json; redeployed if the chain state was lost).
 * Remote mode: connects to RPC_URL with the configured addresses.
 */
export async function connectChain(
  chainEnv: ChainEnv,
  dataDir: string,
  logger: Logger,
  options: ConnectChainOptions = {},
): Promise<ConnectedChain> {
  if (chainEnv.mode === "remote") {
    const client = createChainClient(chainEnv.rpcUrl, chainEnv.chainId);
    const answered = await client.getChainId();
    if (answered !== chainEnv.chainId) {
      throw new Error(`RPC_URL answers chain id ${answered}, but CHAIN_ID is ${chainEnv.chainId}`);
    }
    return {
      chain: {
        ...chainEnv,
        client,
        contracts: chainEnv.contracts,
        rpcUrl: chainEnv.rpcUrl,
        ...(chainEnv.platformSignerKey ? { quoteSigner: accountQuoteSigner(privateKeyToAccount(chainEnv.platformSignerKey)) } : {}),
      },
      freshDeployment: false,
      // Nothing of ours runs for a remote chain.
      stop: () => Promise.resolve(),
    };
  }
  const stateFile = path.join(dataDir, "chain", "state.json");
  const onStateError = (err: unknown) => logger.error({ err }, "could not save the local chain's state");
  // Blocks come as on Base, every 2 s, besides the one each transaction is mined in at once: what
  // waits for a later block (a copyright reveal, confirmations) gets one without other traffic.
  const common = { chainId: chainEnv.chainId, stateFile, onStateError, blockTimeSeconds: LOCAL_BLOCK_SECONDS };
  let anvil = await startAnvil({ port: chainEnv.anvilPort, ...common });
  // A restart takes the port the chain client already uses (ANVIL_PORT may be 0: any free port).
  const port = Number(new URL(anvil.rpcUrl).port);
  const launch = () => startAnvil({ port, ...common });
  let closed = false;
  // stop() sets `closed` while the restart loop below awaits; read through a call, because the
  // compiler narrows a plain read as if nothing else could change it in between.
  const isClosed = () => closed;
  try {
    const { deployment, deployed } = await ensureDeployed({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      deploymentsFile: path.join(dataDir, "deployments.json"),
    });
    if (deployed) logger.info({ contracts: deployment }, "deployed contracts to the local chain");
    // deployments.json now names these contracts: the chain must not come back without them.
    await anvil.persistState();
    const chain: Chain = {
      chainId: anvil.chainId,
      client: createChainClient(anvil.rpcUrl, anvil.chainId),
      contracts: deployment,
      confirmations: chainEnv.confirmations,
      publicRpcUrl: chainEnv.publicRpcUrl,
      explorerUrl: chainEnv.explorerUrl,
      rpcUrl: anvil.rpcUrl,
      // Always the current instance: after a restart the same port and file serve the same chain.
      persistState: () => anvil.persistState(),
      // deployAll made this dev account the marketplace's platform signer.
      quoteSigner: accountQuoteSigner(platformSignerDevAccount()),
      // deployAll made dev account 0 the marketplace's owner and fee recipient: the local treasury.
      treasury: localTreasury(),
    };

    // Anvil dying under a running server (OOM killer, a stray kill) is repaired here: started again
    // on the same port from the state file, which holds everything the server acknowledged.
    const supervise = (instance: AnvilInstance): void => {
      void instance.exited.then(async (exit) => {
        if (exit.requested || isClosed()) return;
        logger.error({ code: exit.code, signal: exit.signal }, "the local chain stopped; starting it again");
        const delays = options.restartDelaysMs ?? RESTART_DELAYS_MS;
        for (let attempt = 0; !isClosed(); attempt++) {
          await delay(delays[Math.min(attempt, delays.length - 1)] ?? 0);
          if (isClosed()) break;
          try {
            anvil = await launch();
            break;
          } catch (err) {
            logger.error({ err, attempt }, "could not start the local chain again");
          }
        }
        if (isClosed()) {
          await anvil.stop();
          return;
        }
        logger.info({ rpcUrl: anvil.rpcUrl }, "the local chain is back");
        supervise(anvil);
        await options.afterRestart?.(chain).catch((err: unknown) => logger.error({ err }, "reconciling after the chain restart failed"));
      });
    };
    supervise(anvil);
    return {
      chain,
      freshDeployment: deployed,
      stop: async () => {
        closed = true;
        await anvil.stop();
      },
    };
  } catch (err) {
    closed = true;
    await anvil.stop();
    throw err;
  }
}
