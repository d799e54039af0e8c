import {
  createWalletClient,
  getAddress,
  hexToBigInt,
  hexToNumber,
  http,
  isHex,
  numberToHex,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  type Chain,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from "viem";

export interface RequestArguments {
  method: string;
  params?: unknown;
}

type Listener = (...args: unknown[]) => void;

/** The EIP-1193 surface wagmi and viem use: requests plus event subscription. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
}

/** The JSON-RPC transaction object of eth_sendTransaction (all quantities hex). */
interface RpcTransaction {
  from?: string;
  to?: Hex | null;
  data?: Hex;
  input?: Hex;
  value?: Hex;
  gas?: Hex;
  nonce?: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
}

function paramsOf(args: RequestArguments): unknown[] {
  return Array.isArray(args.params) ? args.params : [];
}

function quantity(value: Hex | undefined): bigint | undefined {
  return value === undefined ? undefined : hexToBigInt(value);
}

/**
 * A wallet in the page: answers like a browser wallet, but signs with a known local key and sends
 * raw transactions through the app's RPC. Only ever built with Anvil's public dev keys (local mode).
 */
export function createDemoProvider({ account, chain }: { account: LocalAccount; chain: Chain }): Eip1193Provider {
  const rpcUrl = chain.rpcUrls.default.http[0];
  if (!rpcUrl) throw new Error(`Chain ${chain.id} has no RPC URL`);
  const client = createWalletClient({ account, chain, transport: http(rpcUrl) });

  function assertOwnAddress(address: unknown): void {
    if (typeof address !== "string" || address.toLowerCase() !== account.address.toLowerCase()) {
      throw new UnauthorizedProviderError(new Error(`The demo wallet does not hold ${String(address)}`));
    }
  }

  async function sendTransaction(tx: RpcTransaction): Promise<Hex> {
    if (tx.from !== undefined) assertOwnAddress(tx.from);
    const base = {
      to: tx.to ? getAddress(tx.to) : null,
      data: tx.data ?? tx.input,
      value: quantity(tx.value),
      gas: quantity(tx.gas),
      nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
    };
    // The account signs locally; viem fills nonce, gas and fees from the RPC and sends it raw.
    if (tx.gasPrice !== undefined) return client.sendTransaction({ ...base, gasPrice: hexToBigInt(tx.gasPrice) });
    return client.sendTransaction({
      ...base,
      maxFeePerGas: quantity(tx.maxFeePerGas),
      maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
    });
  }

  async function request(args: RequestArguments): Promise<unknown> {
    const params = paramsOf(args);
    switch (args.method) {
      case "eth_chainId":
        return numberToHex(chain.id);
      case "eth_accounts":
      case "eth_requestAccounts":
        return [account.address];
      case "personal_sign": {
        const [data, address] = params;
        assertOwnAddress(address);
        if (typeof data !== "string") throw new Error("personal_sign needs the message as its first parameter");
        return account.signMessage({ message: isHex(data) ? { raw: data } : data });
      }
      case "eth_signTypedData_v4": {
        const [address, json] = params;
        assertOwnAddress(address);
        if (typeof json !== "string") throw new Error("eth_signTypedData_v4 needs the typed data as JSON");
        return account.signTypedData(JSON.parse(json) as TypedDataDefinition);
      }
      case "eth_sendTransaction":
        return sendTransaction(params[0] ?? {});
      case "wallet_switchEthereumChain": {
        const [target] = params as [{ chainId?: string }?];
        if (target?.chainId !== undefined && Number(target.chainId) === chain.id) return null;
        throw new SwitchChainError(new Error(`The demo wallet only knows chain ${chain.id}`));
      }
      // No EIP-5792 batches either: refused here rather than forwarded to a node that does not know them.
      case "wallet_addEthereumChain":
      case "eth_sign":
      case "eth_signTransaction":
      case "wallet_getCapabilities":
      case "wallet_sendCalls":
      case "wallet_getCallsStatus":
        throw new UnsupportedProviderMethodError(new Error(`The demo wallet does not support ${args.method}`));
      default:
        // Reads and fee estimates go to the node, as a browser wallet would forward them.
        return client.request({ method: args.method, params } as never);
    }
  }

  // Its account and chain never change, so there is never an event to deliver.
  return { request, on: () => undefined, removeListener: () => undefined };
}
