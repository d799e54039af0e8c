import type { RawData } from "ws";

/**
 * The JSON-RPC side of the loopback WalletConnect relay (walletconnect-relay.ts): reading a frame,
 * its id and its params, and the errors the relay answers a malformed request with.
 */

export type JsonRpcId = string | number | null;
export type Params = Record<string, unknown>;

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;

/** A JSON-RPC error the relay answers with; the code tells the client what went wrong. */
export class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "RelayRpcError";
  }
}

export function isObject(value: unknown): value is Params {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function paramsOf(request: Params): Params {
  if (!isObject(request.params)) throw new RelayRpcError(INVALID_PARAMS, "params must be an object");
  return request.params;
}

export function stringParam(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== "string" || value === "") throw new RelayRpcError(INVALID_PARAMS, `Missing or invalid "${name}"`);
  return value;
}

export function listParam<T>(params: Params, name: string, isItem: (item: unknown) => item is T): T[] {
  const value = params[name];
  if (!Array.isArray(value) || !value.every(isItem)) throw new RelayRpcError(INVALID_PARAMS, `Missing or invalid "${name}"`);
  return value;
}

export const isString = (item: unknown): item is string => typeof item === "string";

export function numberParam(params: Params, name: string, fallback: number): number {
  const value = params[name];
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function jsonRpcId(request: Params): JsonRpcId {
  const { id } = request;
  return typeof id === "string" || typeof id === "number" ? id : null;
}

/** A frame's text: ws gives a Buffer by default, fragments or an ArrayBuffer if binaryType says so. */
export function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}
