import type { Address, Hash } from "viem";
import { CONTRACT_NAMES, CONTRACTS, wbe3TokenAbi, wbe3TokenBytecode } from "@wbe3/contracts";
import type { Chain } from "../adapters/chain/chain-client.ts";
import { createApp } from "../app.ts";
import type { AppDeps } from "../deps.ts";
import { parseEnv } from "../env.ts";
import type { chainActors } from "./chain-actors.ts";
import { testChain } from "./test-app.ts";

type Actors = ReturnType<typeof chainActors>;

/**
 * A WBE3 of the test file's own, deployed and owned by the file's first actor, so a faucet mints
 * from a wallet no other file sends from; and the suite's chain with it in place of the shared one.
 */
export async function ownTestToken(actors: Actors): Promise<{ token: Address; chain: Chain }> {
  const [owner] = actors.wallets;
  if (!owner) throw new Error("the token needs an owner among the actors");
  const hash: Hash = await owner.deployContract({ abi: wbe3TokenAbi, bytecode: wbe3TokenBytecode, args: [actors.address(0)] });
  const receipt = await testChain().client.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error("the test token was not deployed");
  const token = receipt.contractAddress;
  return { token, chain: testChain({ contracts: { ...actors.deployment, WBE3Token: token } }) };
}

/** The app as it runs against a remote chain (RPC_URL set, so no local mode), on the same deps. */
export function appOnRemoteChain(deps: AppDeps, actors: Actors) {
  const { rpcUrl, chain, deployment } = actors;
  const addresses = Object.fromEntries(CONTRACT_NAMES.map((name) => [CONTRACTS[name].addressEnv, deployment[name]]));
  const env = parseEnv({
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent",
    RPC_URL: rpcUrl,
    CHAIN_ID: String(chain.id),
    PUBLIC_RPC_URL: rpcUrl,
    ...addresses,
  });
  return createApp({ ...deps, env });
}

/** The app as built for production on the same deps (local chain included): the dev-only guards' case. */
export function appInProduction(deps: AppDeps) {
  return createApp({ ...deps, env: { ...deps.env, isProduction: true } });
}
