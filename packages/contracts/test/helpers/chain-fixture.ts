import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  getContract,
  http,
  type Chain,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from "viem";
import type { HDAccount } from "viem/accounts";
import { startAnvil, type AnvilInstance } from "../../src/anvil.ts";
import { localChain } from "../../src/chain-guard.ts";
import { deployAll } from "../../src/deploy.ts";
import type { Deployment } from "../../src/registry.ts";
import { devAccounts, platformSignerDevAccount } from "../../src/dev-accounts.ts";
import { copyrightRegistryAbi } from "../../src/generated/CopyrightRegistry.ts";
import { ticketNFTAbi } from "../../src/generated/TicketNFT.ts";
import { trackNFTAbi } from "../../src/generated/TrackNFT.ts";
import { wbe3MarketplaceAbi } from "../../src/generated/WBE3Marketplace.ts";
import { wbe3PaymentsAbi } from "../../src/generated/WBE3Payments.ts";
import { wbe3TokenAbi } from "../../src/generated/WBE3Token.ts";
import { defined } from "./defined.ts";

function clientsFor(rpcUrl: string, chain: Chain) {
  return {
    // Batching lets invariant checks send their many reads in one HTTP round trip.
    publicClient: createPublicClient({ chain, transport: http(rpcUrl, { batch: true }), pollingInterval: 20 }),
    testClient: createTestClient({ chain, mode: "anvil", transport: http(rpcUrl) }),
  };
}

export async function startDeployedChain(options: { chainId?: number; allowBaseChainId?: boolean } = {}) {
  const anvil: AnvilInstance = await startAnvil({ port: 0, ...options });
  const deployment: Deployment = await deployAll(anvil.rpcUrl, { chainId: anvil.chainId, ...options });
  const chain = localChain(anvil.chainId, anvil.rpcUrl);
  const { publicClient, testClient } = clientsFor(anvil.rpcUrl, chain);
  const dev = devAccounts(9);
  // The deployer owns every contract and is the initial fee treasury (and the marketplace's fee
  // recipient); everyone starts with 1000 WBE3. The platform signer signs checkout quotes.
  const accounts = {
    deployer: defined(dev[0]),
    alice: defined(dev[1]),
    bob: defined(dev[2]),
    carol: defined(dev[3]),
    dave: defined(dev[4]),
    eve: defined(dev[5]),
    frank: defined(dev[6]),
    grace: defined(dev[7]),
    heidi: defined(dev[8]),
    platformSigner: platformSignerDevAccount(),
  };

  /** Contract handles whose writes are signed by `account` (default: the deployer, owner of everything). */
  function contractsAs(account: HDAccount = accounts.deployer) {
    const wallet = createWalletClient({ account, chain, transport: http(anvil.rpcUrl) });
    const client = { public: publicClient, wallet };
    const tokenErrors = wbe3TokenAbi.filter((item) => item.type === "error");
    // Checkout bubbles the token contracts' own errors too (a missing approval, a short balance).
    const marketplaceErrors = [...tokenErrors, ...trackNFTAbi, ...ticketNFTAbi].filter(
      (item) => item.type === "error" && !wbe3MarketplaceAbi.some((own) => own.type === "error" && own.name === item.name),
    );
    return {
      wallet,
      token: getContract({ address: deployment.WBE3Token, abi: wbe3TokenAbi, client }),
      track: getContract({ address: deployment.TrackNFT, abi: trackNFTAbi, client }),
      ticket: getContract({ address: deployment.TicketNFT, abi: ticketNFTAbi, client }),
      registry: getContract({ address: deployment.CopyrightRegistry, abi: copyrightRegistryAbi, client }),
      // Payments bubble the token's own errors (e.g. insufficient allowance); include them to decode.
      payments: getContract({ address: deployment.WBE3Payments, abi: [...wbe3PaymentsAbi, ...tokenErrors], client }),
      marketplace: getContract({ address: deployment.WBE3Marketplace, abi: [...wbe3MarketplaceAbi, ...marketplaceErrors], client }),
    };
  }

  /** Waits for a sent transaction and fails the test unless it succeeded. */
  async function mined(hash: Hash | Promise<Hash>): Promise<TransactionReceipt> {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    expect(receipt.status).toBe("success");
    return receipt;
  }

  return { anvil, chain, deployment, publicClient, testClient, accounts, contractsAs, mined };
}

export type ChainFixture = Awaited<ReturnType<typeof startDeployedChain>>;

/**
 * One Anvil with deployed contracts per test file; every test starts from the same snapshot,
 * so tests never see each other's transactions.
 */
export function useDeployedChain(options: Parameters<typeof startDeployedChain>[0] = {}): () => ChainFixture {
  let fixture: ChainFixture | undefined;
  let snapshot: Hex | undefined;
  const get = (): ChainFixture => {
    if (!fixture) throw new Error("the chain fixture is only available inside tests");
    return fixture;
  };
  beforeAll(async () => {
    fixture = await startDeployedChain(options);
  });
  afterAll(async () => {
    await fixture?.anvil.stop();
  });
  beforeEach(async () => {
    snapshot = await get().testClient.snapshot();
  });
  afterEach(async () => {
    if (snapshot) await get().testClient.revert({ id: snapshot });
  });
  return get;
}
