import { devAccounts } from "@wbe3/contracts";
import {
  createWalletClient,
  custom,
  defineChain,
  getAddress,
  hexToBigInt,
  numberToHex,
  type Address,
  type Hex,
  type HDAccount,
  type TypedDataDefinition,
} from "viem";

/** An EIP-1193 error as a wallet raises it: the page's provider rethrows it with the same code. */
export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "WalletRpcError";
  }
}

export const USER_REJECTED = 4001;
export const REQUEST_PENDING = -32002;
export const UNRECOGNIZED_CHAIN = 4902;

/** How the wallet answers the requests a person would approve or refuse. */
export interface WalletScript {
  /** eth_requestAccounts / wallet_requestPermissions. */
  connect: "approve" | typeof USER_REJECTED | typeof REQUEST_PENDING;
  /** personal_sign and eth_signTypedData_v4. */
  sign: "approve" | typeof USER_REJECTED;
  /** eth_sendTransaction / eth_signTransaction. */
  transaction: "approve" | typeof USER_REJECTED;
}

export type ForwardRpc = (method: string, params: readonly unknown[]) => Promise<unknown>;
export type EmitWalletEvent = (event: "accountsChanged" | "chainChanged", data: unknown) => Promise<void>;

export interface WalletHandlerOptions {
  /** The chain the app's node really is; transactions are signed for it. */
  appChainId: number;
  /** Reads and eth_sendRawTransaction go here (the app's /api/rpc). */
  forward: ForwardRpc;
  /** Delivers a provider event to the page. */
  emit: EmitWalletEvent;
  /** Anvil dev account index; 1–3 are the Demo wallet's, so tests default elsewhere. */
  accountIndex?: number;
  /** The chain the wallet says it is on. */
  chainId?: number;
  /** Chains the wallet can switch to without wallet_addEthereumChain (4902 otherwise). */
  knownChains?: readonly number[];
}

const DEFAULT_ACCOUNT_INDEX = 4;
const REFUSED: Record<number, string> = {
  [USER_REJECTED]: "User rejected the request.",
  [REQUEST_PENDING]: "A request is already pending. Please wait.",
};

/** The Anvil dev key at `index`; the key never leaves Node. */
export function devAccount(index: number): HDAccount {
  const account = devAccounts(index + 1)[index];
  if (!account) throw new Error(`No Anvil dev account ${index}`);
  return account;
}

function refuse(code: number): never {
  throw new WalletRpcError(code, REFUSED[code] ?? `Refused with ${code}`);
}

function hexChainId(value: unknown): number {
  if (typeof value !== "string" || !value.startsWith("0x")) throw new WalletRpcError(-32602, `Bad chain id ${String(value)}`);
  return Number.parseInt(value, 16);
}

function firstParam(params: readonly unknown[]): Record<string, unknown> {
  const [first] = params;
  if (typeof first !== "object" || first === null) throw new WalletRpcError(-32602, "Expected an object parameter");
  return first as Record<string, unknown>;
}

function optionalHex(value: unknown): bigint | undefined {
  return typeof value === "string" ? hexToBigInt(value as Hex) : undefined;
}

/**
 * The Node half of the e2e test wallet: answers each EIP-1193 request the page's provider passes
 * on, signing for real with an Anvil dev key, and following the script a test sets.
 */
export class WalletHandler {
  script: WalletScript = { connect: "approve", sign: "approve", transaction: "approve" };
  /** Whether the page was given the accounts (eth_accounts is empty until then). */
  authorized = false;
  /** Every method the page asked for, in order, so a test can check what the app did. */
  readonly requests: string[] = [];
  private accountIndex: number;
  private currentChainId: number;
  private readonly knownChains: Set<number>;
  private readonly options: WalletHandlerOptions;

  constructor(options: WalletHandlerOptions) {
    this.options = options;
    this.accountIndex = options.accountIndex ?? DEFAULT_ACCOUNT_INDEX;
    this.currentChainId = options.chainId ?? options.appChainId;
    this.knownChains = new Set(options.knownChains ?? [options.appChainId, this.currentChainId]);
  }

  get account(): HDAccount {
    return devAccount(this.accountIndex);
  }

  get address(): Address {
    return getAddress(this.account.address);
  }

  get chainId(): number {
    return this.currentChainId;
  }

  /** The wallet switches account by itself, as when the user picks another one. */
  async useAccount(index: number): Promise<void> {
    this.accountIndex = index;
    if (this.authorized) await this.options.emit("accountsChanged", [this.address]);
  }

  /** The user disconnects the site in the wallet (or locks it): accountsChanged with []. */
  async revokeAccounts(): Promise<void> {
    this.authorized = false;
    await this.options.emit("accountsChanged", []);
  }

  /** Moves the wallet to `chainId` on its own, as when the user changes network in the wallet. */
  async moveToChain(chainId: number): Promise<void> {
    this.knownChains.add(chainId);
    this.currentChainId = chainId;
    await this.options.emit("chainChanged", numberToHex(chainId));
  }

  async request(method: string, params: readonly unknown[] = []): Promise<unknown> {
    this.requests.push(method);
    switch (method) {
      case "eth_requestAccounts":
        return this.connect();
      case "wallet_requestPermissions":
        this.connect();
        return [{ parentCapability: "eth_accounts", caveats: [{ type: "restrictReturnedAccounts", value: [this.address] }] }];
      case "wallet_revokePermissions":
        this.authorized = false;
        return null;
      case "eth_accounts":
        return this.authorized ? [this.address] : [];
      case "eth_chainId":
        return numberToHex(this.currentChainId);
      case "net_version":
        return String(this.currentChainId);
      case "personal_sign":
        return this.personalSign(params);
      case "eth_signTypedData_v4":
        return this.signTypedData(params);
      case "wallet_switchEthereumChain":
        return this.switchChain(hexChainId(firstParam(params).chainId));
      case "wallet_addEthereumChain": {
        const chainId = hexChainId(firstParam(params).chainId);
        this.knownChains.add(chainId);
        // Wallets ask to switch right after adding; this one says yes.
        return this.switchChain(chainId);
      }
      case "eth_sendTransaction":
        return this.sendTransaction(params, "send");
      case "eth_signTransaction":
        return this.sendTransaction(params, "sign");
      default:
        return this.options.forward(method, params);
    }
  }

  private connect(): Address[] {
    if (this.script.connect !== "approve") refuse(this.script.connect);
    this.authorized = true;
    return [this.address];
  }

  private async personalSign(params: readonly unknown[]): Promise<Hex> {
    const [message, address] = params;
    if (typeof message !== "string" || typeof address !== "string")
      throw new WalletRpcError(-32602, "personal_sign needs [message, address]");
    this.assertOwnAddress(address);
    if (this.script.sign !== "approve") refuse(this.script.sign);
    return this.account.signMessage({ message: { raw: message as Hex } });
  }

  /** EIP-712: `[address, typedData]`, the typed data as the JSON string wallets are sent. */
  private async signTypedData(params: readonly unknown[]): Promise<Hex> {
    const [address, json] = params;
    if (typeof address !== "string" || typeof json !== "string")
      throw new WalletRpcError(-32602, "eth_signTypedData_v4 needs [address, typedData]");
    this.assertOwnAddress(address);
    if (this.script.sign !== "approve") refuse(this.script.sign);
    const { domain, types, primaryType, message } = JSON.parse(json) as TypedDataDefinition;
    return this.account.signTypedData({ domain, types, primaryType, message });
  }

  private async switchChain(chainId: number): Promise<null> {
    if (!this.knownChains.has(chainId)) throw new WalletRpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ID ${numberToHex(chainId)}.`);
    if (chainId !== this.currentChainId) await this.moveToChain(chainId);
    return null;
  }

  private assertOwnAddress(address: string): void {
    if (!this.authorized) throw new WalletRpcError(4100, "The site is not connected to the wallet.");
    if (getAddress(address) !== this.address) throw new WalletRpcError(4100, `The wallet does not hold ${address}.`);
  }

  private async sendTransaction(params: readonly unknown[], mode: "send" | "sign"): Promise<Hex> {
    const tx = firstParam(params);
    if (typeof tx.from === "string") this.assertOwnAddress(tx.from);
    if (this.script.transaction !== "approve") refuse(this.script.transaction);
    if (this.currentChainId !== this.options.appChainId) {
      // A real wallet would send on the chain it is on; the test has no node for that chain.
      throw new WalletRpcError(-32603, `The test wallet is on chain ${this.currentChainId}, which has no node.`);
    }
    const client = createWalletClient({
      account: this.account,
      chain: defineChain({
        id: this.options.appChainId,
        name: "App chain",
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: { default: { http: [] } },
      }),
      transport: custom({
        request: ({ method, params: forwarded }: { method: string; params?: readonly unknown[] }) =>
          this.options.forward(method, forwarded ?? []),
      }),
    });
    const request = await client.prepareTransactionRequest({
      to: typeof tx.to === "string" ? getAddress(tx.to) : null,
      data: typeof tx.data === "string" ? (tx.data as Hex) : undefined,
      value: optionalHex(tx.value),
      gas: optionalHex(tx.gas),
    });
    const raw = await client.signTransaction(request);
    if (mode === "sign") return raw;
    return (await this.options.forward("eth_sendRawTransaction", [raw])) as Hex;
  }
}
