import type { TestProject } from "vitest/node";
import { deployAll, startAnvil } from "@wbe3/contracts/local-chain";
import type { Deployment } from "@wbe3/contracts";

declare module "vitest" {
  export interface ProvidedContext {
    anvil: { rpcUrl: string; chainId: number; deployment: Deployment };
  }
}

/** One real Anvil with our contracts for the whole server suite; test files share it. */
export default async function setup(project: TestProject) {
  const anvil = await startAnvil({ port: 0 });
  const deployment = await deployAll(anvil.rpcUrl, { chainId: anvil.chainId, demoBalances: true });
  project.provide("anvil", { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deployment });
  return () => anvil.stop();
}
