import {
  createWalletClient,
  getAddress,
  http,
  parseEther,
  publicActions,
  type Address,
  type Hash,
  type PublicActions,
  type WalletClient,
} from "viem";
import { assertLocalChainId, localChain, type ChainIdGuardOptions } from "./chain-guard.ts";
import { CONTRACTS, type Deployment } from "./registry.ts";
import { devAccounts, platformSignerDevAccount } from "./dev-accounts.ts";
import { LocalChainError } from "./local-chain-error.ts";

export const DEMO_BALANCE = parseEther("1000");
export const DEMO_ACCOUNT_COUNT = 10;
/** The marketplace's platform fee at deploy (2.5 %, the usual NFT marketplace cut); the owner may change it up to 10 %. */
export const DEFAULT_PLATFORM_FEE_BPS = 250;
/** How long a copyright commitment may wait for its reveal: about a day of 2-second Base blocks. */
export const COPYRIGHT_REVEAL_WINDOW_BLOCKS = 43_200n;

export interface DeployOptions extends ChainIdGuardOptions {
  chainId: number;
  /** Mint 1000 WBE3 to each of the first 10 dev accounts. Default true: deployAll only targets local chains. */
  demoBalances?: boolean;
}

type DeployClient = WalletClient & PublicActions;

async function mined(client: DeployClient, hash: Hash): Promise<{ contractAddress: Address | null | undefined; blockNumber: bigint }> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== "success") throw new LocalChainError("DEPLOY_FAILED", `transaction ${hash} reverted`);
  return receipt;
}

async function deployed(client: DeployClient, hash: Hash): Promise<{ address: Address; blockNumber: bigint }> {
  const receipt = await mined(client, hash);
  if (!receipt.contractAddress) throw new LocalChainError("DEPLOY_FAILED", `transaction ${hash} created no contract`);
  return { address: getAddress(receipt.contractAddress), blockNumber: receipt.blockNumber };
}

/**
 * Deploys every contract from the first dev account, which becomes owner and fee treasury (and the
 * marketplace's fee recipient); the marketplace may mint TicketNFT editions and trusts quotes signed
 * by `platformSignerDevAccount()`. A fresh chain always yields the same addresses (same deployer,
 * same nonces).
 */
export async function deployAll(rpcUrl: string, options: DeployOptions): Promise<Deployment> {
  assertLocalChainId(options.chainId, options);
  const [deployer] = devAccounts(1);
  if (!deployer) throw new LocalChainError("DEPLOY_FAILED", "no dev account to deploy from");
  const client = createWalletClient({
    account: deployer,
    chain: localChain(options.chainId, rpcUrl),
    transport: http(rpcUrl),
  }).extend(publicActions);

  const actualChainId = await client.getChainId();
  if (actualChainId !== options.chainId) {
    throw new LocalChainError("CHAIN_ID_MISMATCH", `${rpcUrl} is chain ${actualChainId}, expected ${options.chainId}`);
  }

  const owner = deployer.address;
  const { WBE3Token, TrackNFT, TicketNFT, CopyrightRegistry, WBE3Payments, WBE3Marketplace } = CONTRACTS;
  const token = await deployed(client, await client.deployContract({ ...WBE3Token, args: [owner] }));
  const track = await deployed(client, await client.deployContract({ ...TrackNFT, args: [owner, owner] }));
  const ticket = await deployed(client, await client.deployContract({ ...TicketNFT, args: [owner, owner] }));
  const registry = await deployed(client, await client.deployContract({ ...CopyrightRegistry, args: [COPYRIGHT_REVEAL_WINDOW_BLOCKS] }));
  const payments = await deployed(
    client,
    await client.deployContract({ ...WBE3Payments, args: [token.address, owner, platformSignerDevAccount().address] }),
  );
  const marketplace = await deployed(
    client,
    await client.deployContract({
      ...WBE3Marketplace,
      args: [owner, token.address, platformSignerDevAccount().address, owner, DEFAULT_PLATFORM_FEE_BPS],
    }),
  );
  await mined(
    client,
    await client.writeContract({
      address: ticket.address,
      abi: TicketNFT.abi,
      functionName: "setMinter",
      args: [marketplace.address, true],
    }),
  );

  if (options.demoBalances ?? true) {
    for (const account of devAccounts(DEMO_ACCOUNT_COUNT)) {
      const hash = await client.writeContract({
        address: token.address,
        abi: WBE3Token.abi,
        functionName: "mint",
        args: [account.address, DEMO_BALANCE],
      });
      await mined(client, hash);
    }
  }

  return {
    WBE3Token: token.address,
    TrackNFT: track.address,
    TicketNFT: ticket.address,
    CopyrightRegistry: registry.address,
    WBE3Payments: payments.address,
    WBE3Marketplace: marketplace.address,
    deployBlock: Number(token.blockNumber),
  };
}
