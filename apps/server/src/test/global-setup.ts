import type { TestProject } from "vitest/node";
import { createTestClient, http, parseEther } from "viem";
import { deployAll, localChain, startAnvil } from "@wbe3/contracts/local-chain";
import { devAccounts, type Deployment } from "@wbe3/contracts";

declare module "vitest" {
  export interface ProvidedContext {
    anvil: { rpcUrl: string; chainId: number; deployment: Deployment };
  }
}

/** One real Anvil with our contracts for the whole server suite; test files share it. */
export default async function setup(project: TestProject) {
  const anvil = await startAnvil({ port: 0 });
  const deployment = await deployAll(anvil.rpcUrl, { chainId: anvil.chainId, demoBalances: true });
  // Anvil funds only its first ten accounts; test files use their own accounts beyond those.
  const testClient = createTestClient({ mode: "anvil", chain: localChain(anvil.chainId, anvil.rpcUrl), transport: http(anvil.rpcUrl) });
  for (const account of devAccounts(40).slice(10)) await testClient.setBalance({ address: account.address, value: parseEther("100") });
  project.provide("anvil", { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deployment });
  return () => anvil.stop();
}
