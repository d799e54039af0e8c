import {
  BaseError,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type Hash,
  type TransactionReceipt,
} from "viem";
import {
  call as callContract,
  getCapabilities,
  readContract,
  sendCalls as sendCallBatch,
  sendTransaction,
  simulateContract,
  waitForCallsStatus,
  waitForTransactionReceipt,
  writeContract,
} from "wagmi/actions";
import { CONNECT_TO_MINT_NFTS, wrongNetwork, type PublicConfig, type WalletCall } from "@wbe3/domain";
import { notify } from "@/lib/toast";
import { TransactionError, toTransactionError } from "./transaction-errors";
import type { WalletRuntime } from "./wallet-runtime";

type Mutability = "nonpayable" | "payable";
type ReadMutability = "pure" | "view";
declare const checked: unique symbol;

/** A contract write whose function name, arguments and value were checked against its ABI (see contractCall). */
export interface ContractWrite {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  /** Wei sent with the call (a mint fee). */
  value?: bigint;
  readonly [checked]: true;
}

/**
 * The one way to describe a wallet write: TypeScript checks the function name against the ABI and
 * the arguments against that function, so no caller needs `as Abi`. The result goes to `write`.
 */
export function contractCall<const abi extends Abi, functionName extends ContractFunctionName<abi, Mutability>>(call: {
  address: Address;
  abi: abi;
  functionName: functionName;
  args: ContractFunctionArgs<abi, Mutability, functionName>;
  value?: bigint;
}): ContractWrite {
  return call as unknown as ContractWrite;
}

export interface ContractRead<abi extends Abi, functionName extends ContractFunctionName<abi, ReadMutability>> {
  address: Address;
  abi: abi;
  functionName: functionName;
  args?: ContractFunctionArgs<abi, ReadMutability, functionName>;
}

export interface WriteOptions {
  /** What the stage toasts call this write, e.g. "Mint “Song”". */
  label: string;
  /** Title of the failure toast, e.g. "Minting Failed". */
  failureTitle: string;
  /** The wallet the session belongs to; a write from another account would not count for it. */
  expectedAccount?: string | null;
  /** Shown when no wallet is connected. */
  notConnectedMessage?: string;
}

export interface TransactionResult {
  hash: Hash;
  receipt: TransactionReceipt;
}

export interface Transactor {
  /** The chain settings it writes to (the platform's contracts). */
  config: PublicConfig;
  /** The wallet checks of `write` alone (connected, right account, right chain); toasts a failure. */
  check(options: WriteOptions): Promise<Address>;
  write(call: ContractWrite, options: WriteOptions): Promise<TransactionResult>;
  /**
   * Sends calls the server prepared (EIP-5792 shape): as one atomic batch with wallet_sendCalls
   * where the wallet supports it, otherwise one after the other, each checked before it is signed.
   * Answers the last call's transaction, the one a `confirm` endpoint verifies.
   */
  sendCalls(calls: readonly WalletCall[], options: WriteOptions): Promise<TransactionResult>;
  read<const abi extends Abi, functionName extends ContractFunctionName<abi, ReadMutability>>(
    call: ContractRead<abi, functionName>,
  ): Promise<ContractFunctionReturnType<abi, ReadMutability, functionName>>;
}

interface TransactorDeps {
  runtime: WalletRuntime;
  config: PublicConfig;
  /** How often to ask the node for the receipt; the local chain mines at once. */
  pollingIntervalMs?: number;
}

let sequence = 0;

// wagmi replays a reverted transaction to find its reason and throws a plain Error with it.
function receiptFailure(error: unknown): TransactionError {
  if (error instanceof BaseError || !(error instanceof Error)) return toTransactionError(error);
  return new TransactionError("reverted", `The transaction was reverted on chain (${error.message}).`, { cause: error });
}

async function connectedAccount(runtime: WalletRuntime, options: WriteOptions): Promise<{ address: Address; chainId: number | null }> {
  let state = runtime.getState();
  // After a reload the wallet may still allow this site but not be reconnected yet.
  if (state.status !== "connected") {
    // A failed restore leaves the wallet disconnected, which the next check reports to the user.
    await runtime.restore().catch(() => undefined);
    state = runtime.getState();
  }
  if (state.status !== "connected" || !state.address) {
    throw new TransactionError("not-connected", options.notConnectedMessage ?? CONNECT_TO_MINT_NFTS);
  }
  if (options.expectedAccount && options.expectedAccount.toLowerCase() !== state.address.toLowerCase()) {
    throw new TransactionError(
      "wrong-account",
      `Your wallet is on ${state.address}, but you are signed in with ${options.expectedAccount}. Switch account in your wallet.`,
    );
  }
  return { address: state.address, chainId: state.chainId };
}

/**
 * The one path for every wallet write: checks the wallet and network, simulates (so a revert is
 * explained before anything is signed), asks for the signature, waits for the receipt, and toasts
 * each stage. A failure is toasted under `failureTitle` and rethrown as a TransactionError.
 */
export function createTransactor({ runtime, config, pollingIntervalMs = 1000 }: TransactorDeps): Transactor {
  const wagmiConfig = runtime.wagmiConfig;

  function announceFailure(error: TransactionError, options: WriteOptions): void {
    notify.error(options.failureTitle, {
      description: error.message,
      ...(error.kind === "wrong-network"
        ? {
            action: {
              label: "Switch network",
              onClick: () => {
                runtime.switchToAppChain().then(
                  () => notify.success("Network Switched"),
                  (switchError: unknown) => notify.error("Network Switch Failed", { description: toTransactionError(switchError).message }),
                );
              },
            },
          }
        : {}),
    });
  }

  async function ready(options: WriteOptions): Promise<Address> {
    const account = await connectedAccount(runtime, options);
    if (account.chainId !== config.chainId) {
      throw new TransactionError("wrong-network", wrongNetwork(config.chainName, config.chainId));
    }
    return account.address;
  }

  async function check(options: WriteOptions): Promise<Address> {
    try {
      return await ready(options);
    } catch (error) {
      const failure = toTransactionError(error);
      announceFailure(failure, options);
      throw failure;
    }
  }

  /** The receipt of a sent transaction; a revert found there becomes a TransactionError with its reason. */
  function receiptOf(hash: Hash): Promise<TransactionReceipt> {
    return waitForTransactionReceipt(wagmiConfig, { hash, chainId: config.chainId, pollingInterval: pollingIntervalMs }).catch(
      (error: unknown) => {
        throw receiptFailure(error);
      },
    );
  }

  /** Runs one wallet action under a toast that follows its stages; a failure is toasted and rethrown. */
  async function staged(
    options: WriteOptions,
    act: (account: Address, toastId: string) => Promise<TransactionResult>,
  ): Promise<TransactionResult> {
    const toastId = `tx-${++sequence}`;
    try {
      const result = await act(await ready(options), toastId);
      notify.success(`${options.label}: confirmed`, { id: toastId, description: `Included in block ${result.receipt.blockNumber}.` });
      return result;
    } catch (error) {
      const failure = toTransactionError(error);
      notify.dismiss(toastId);
      announceFailure(failure, options);
      throw failure;
    }
  }

  function write(call: ContractWrite, options: WriteOptions): Promise<TransactionResult> {
    return staged(options, async (account, toastId) => {
      const { request } = await simulateContract(wagmiConfig, { ...call, account, chainId: config.chainId });
      notify.info(`${options.label}: waiting for your signature…`, { id: toastId, description: "Confirm the transaction in your wallet." });
      const hash = await writeContract(wagmiConfig, request);
      notify.info(`${options.label}: transaction sent`, { id: toastId, description: `Waiting for confirmation of ${hash}.` });
      return { hash, receipt: await receiptOf(hash) };
    });
  }

  async function supportsAtomicBatch(account: Address): Promise<boolean> {
    try {
      const capabilities = await getCapabilities(wagmiConfig, { account, chainId: config.chainId });
      const status = (capabilities as { atomic?: { status?: string } }).atomic?.status;
      return status === "supported" || status === "ready";
    } catch {
      // A wallet without EIP-5792 refuses the method: it gets the calls one by one.
      return false;
    }
  }

  async function sendOneByOne(calls: readonly WalletCall[], account: Address, label: string, toastId: string): Promise<TransactionResult> {
    let last: TransactionResult | null = null;
    for (const [index, each] of calls.entries()) {
      const step = calls.length > 1 ? `${label} (${index + 1} of ${calls.length})` : label;
      const request = { account, to: each.to, data: each.data, value: BigInt(each.value), chainId: config.chainId };
      // A revert is explained before anything is signed.
      await callContract(wagmiConfig, request);
      notify.info(`${step}: waiting for your signature…`, { id: toastId, description: "Confirm the transaction in your wallet." });
      const hash = await sendTransaction(wagmiConfig, request);
      notify.info(`${step}: transaction sent`, { id: toastId, description: `Waiting for confirmation of ${hash}.` });
      last = { hash, receipt: await receiptOf(hash) };
    }
    if (!last) throw new TransactionError("failed", "There was nothing to send.");
    return last;
  }

  async function sendAsBatch(calls: readonly WalletCall[], account: Address, label: string, toastId: string): Promise<TransactionResult> {
    notify.info(`${label}: waiting for your signature…`, { id: toastId, description: "Confirm the transactions in your wallet." });
    const batch = calls.map((each) => ({ to: each.to, data: each.data, value: BigInt(each.value) }));
    const { id } = await sendCallBatch(wagmiConfig, { account, chainId: config.chainId, calls: batch, forceAtomic: true });
    notify.info(`${label}: sent`, { id: toastId, description: "Waiting for confirmation." });
    const status = await waitForCallsStatus(wagmiConfig, { id, pollingInterval: pollingIntervalMs });
    const receipt = status.receipts?.at(-1);
    if (status.status !== "success" || !receipt) throw new TransactionError("reverted", "The transaction was reverted on chain.");
    return { hash: receipt.transactionHash, receipt: await receiptOf(receipt.transactionHash) };
  }

  function sendCalls(calls: readonly WalletCall[], options: WriteOptions): Promise<TransactionResult> {
    return staged(options, async (account, toastId) => {
      const atomic = calls.length > 1 && (await supportsAtomicBatch(account));
      return atomic ? sendAsBatch(calls, account, options.label, toastId) : sendOneByOne(calls, account, options.label, toastId);
    });
  }

  async function read<const abi extends Abi, functionName extends ContractFunctionName<abi, ReadMutability>>(
    call: ContractRead<abi, functionName>,
  ): Promise<ContractFunctionReturnType<abi, ReadMutability, functionName>> {
    const result: unknown = await readContract(wagmiConfig, { ...call, args: call.args ?? [], chainId: config.chainId } as Parameters<
      typeof readContract
    >[1]);
    return result as ContractFunctionReturnType<abi, ReadMutability, functionName>;
  }

  return { config, check, write, sendCalls, read };
}
