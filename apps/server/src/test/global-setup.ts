import type { TestProject } from "vitest/node";
import { createTestClient, createWalletClient, http, parseEther, publicActions } from "viem";
import { deployAll, localChain, startAnvil } from "@wbe3/contracts/local-chain";
import { devAccounts, wbe3TokenAbi, type Deployment } from "@wbe3/contracts";

/** WBE3 each of the test accounts 65–149 holds at the start (base units). */
export const TEST_WBE3_BALANCE = parseEther("10000");

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
  // Accounts 65–149 also start with WBE3 of their own, so the files using them pay without a lending bank.
  const [owner] = devAccounts(1);
  if (!owner) throw new Error("no deployer account");
  const deployer = createWalletClient({
    account: owner,
    chain: localChain(anvil.chainId, anvil.rpcUrl),
    transport: http(anvil.rpcUrl),
  }).extend(publicActions);
  for (const account of devAccounts(150).slice(65)) {
    await testClient.setBalance({ address: account.address, value: parseEther("100") });
    const hash = await deployer.writeContract({
      address: deployment.WBE3Token,
      abi: wbe3TokenAbi,
      functionName: "mint",
      args: [account.address, TEST_WBE3_BALANCE],
    });
    await deployer.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  }
  project.provide("anvil", { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, deployment });
  return () => anvil.stop();
}
