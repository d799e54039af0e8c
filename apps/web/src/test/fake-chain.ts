import { decodeFunctionData, encodeErrorResult, encodeFunctionResult, numberToHex, type Abi, type Hex } from "viem";
import { ticketNFTAbi, trackNFTAbi, wbe3MarketplaceAbi, wbe3TokenAbi } from "@wbe3/contracts";
import { jsonResponse } from "./fetch-stub";

interface RpcCall {
  id: number;
  method: string;
  params?: unknown[];
}

interface FakeChainOptions {
  chainId?: number;
  mintFeeWei?: bigint;
  /** Every simulated write reverts with this custom error of our ABIs. */
  revert?: { errorName: string; args: readonly unknown[] };
  /** Receipts say the transaction reverted on chain. */
  failOnChain?: boolean;
  /** Whether the artist already let the marketplace deliver their tokens (default: yes). */
  salesApproved?: boolean;
}

const ABIS: Abi[] = [trackNFTAbi, ticketNFTAbi, wbe3MarketplaceAbi, wbe3TokenAbi];

function decodeCall(data: Hex): { abi: Abi; functionName: string } | null {
  for (const abi of ABIS) {
    try {
      const decoded = decodeFunctionData({ abi, data });
      return { abi, functionName: decoded.functionName };
    } catch {
      // Not this contract's function; try the next ABI.
    }
  }
  return null;
}

/**
 * A JSON-RPC node for the app's `/api/rpc`, in memory: answers the reads, simulations and receipts
 * a mint needs, by decoding calls against our ABIs. Plug it in as the "POST /api/rpc" fake route.
 */
export function createFakeChain(options: FakeChainOptions = {}) {
  const chainId = options.chainId ?? 31337;
  const fee = options.mintFeeWei ?? 10n ** 15n;
  const calls: RpcCall[] = [];

  function ethCall([tx]: unknown[]): { result?: Hex; error?: { code: number; message: string; data?: Hex } } {
    const data = (tx as { data?: Hex; input?: Hex }).data ?? (tx as { input?: Hex }).input ?? "0x";
    const decoded = decodeCall(data);
    if (!decoded) return { result: "0x" };
    if (decoded.functionName === "isApprovedForAll") {
      return {
        result: encodeFunctionResult({ abi: decoded.abi, functionName: "isApprovedForAll", result: options.salesApproved ?? true }),
      };
    }
    if (decoded.functionName === "mintFee") {
      return { result: encodeFunctionResult({ abi: decoded.abi, functionName: "mintFee", result: fee }) };
    }
    if (options.revert) {
      const revertData = encodeErrorResult({ abi: decoded.abi, errorName: options.revert.errorName, args: options.revert.args });
      return { error: { code: 3, message: "execution reverted", data: revertData } };
    }
    if (decoded.functionName === "mintTrackWithRoyalty" || decoded.functionName === "mintEdition") {
      return { result: encodeFunctionResult({ abi: decoded.abi, functionName: decoded.functionName, result: 1n }) };
    }
    return { result: "0x" };
  }

  function receipt(hash: Hex) {
    return {
      transactionHash: hash,
      transactionIndex: "0x0",
      blockHash: `0x${"b".repeat(64)}`,
      blockNumber: "0x10",
      from: "0x0000000000000000000000000000000000000001",
      to: "0x0000000000000000000000000000000000000002",
      cumulativeGasUsed: "0x5208",
      gasUsed: "0x5208",
      effectiveGasPrice: "0x1",
      contractAddress: null,
      logs: [],
      logsBloom: `0x${"0".repeat(512)}`,
      status: options.failOnChain ? "0x0" : "0x1",
      type: "0x2",
    };
  }

  function answer(call: RpcCall): object {
    calls.push(call);
    const params = call.params ?? [];
    const ok = (result: unknown) => ({ jsonrpc: "2.0", id: call.id, result });
    switch (call.method) {
      case "eth_chainId":
        return ok(numberToHex(chainId));
      case "eth_blockNumber":
        return ok("0x10");
      case "eth_call": {
        const outcome = ethCall(params);
        return outcome.error ? { jsonrpc: "2.0", id: call.id, error: outcome.error } : ok(outcome.result);
      }
      case "eth_getTransactionByHash":
        return ok({
          hash: params[0],
          blockHash: `0x${"b".repeat(64)}`,
          blockNumber: "0x10",
          transactionIndex: "0x0",
          from: "0x0000000000000000000000000000000000000001",
          to: "0x0000000000000000000000000000000000000002",
          input: "0x",
          value: "0x0",
          gas: "0x5208",
          gasPrice: "0x1",
          nonce: "0x0",
          type: "0x0",
          v: "0x1b",
          r: `0x${"1".repeat(64)}`,
          s: `0x${"2".repeat(64)}`,
        });
      case "eth_getTransactionReceipt":
        return ok(receipt(params[0] as Hex));
      default:
        return { jsonrpc: "2.0", id: call.id, error: { code: -32601, message: `The fake chain has no ${call.method}` } };
    }
  }

  return {
    calls,
    /** The JSON-RPC methods asked so far, in order. */
    methods: () => calls.map((call) => call.method),
    route: ({ body }: { body: unknown }) => jsonResponse(Array.isArray(body) ? (body as RpcCall[]).map(answer) : answer(body as RpcCall)),
  };
}
