import type { z } from "zod";
import type { Access } from "../roles/access.ts";

// Only types come from zod here: the web app's API client imports this file's two small
// functions, and the first screen ships without zod (decision 0017).

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The request budgets an endpoint counts against; the server maps each to its configured rate. */
export type RateLimitBucket = "auth" | "upload" | "rpc" | "faucet" | "plays";

/**
 * One HTTP endpoint, declared once for both sides: the server registers the route, its access
 * check and its validation from it; the web app types the request and the answer from it.
 */
export interface EndpointDeclaration {
  /** Who may call it. Required: a route cannot exist without its rule. */
  readonly access: Access;
  /** The path parameters (`:name` segments), each arriving as a string. */
  readonly params?: z.ZodType;
  /** The query string, one value per name. */
  readonly query?: z.ZodType;
  /** The JSON body, or "raw" when the handler reads the body itself (a streamed form, a passthrough). */
  readonly body?: z.ZodType | "raw";
  /** The JSON answer. The server checks its answers against it outside production. */
  readonly output: z.ZodType;
  /** The success status (default 200). */
  readonly status?: 200 | 201;
  readonly rateLimit?: RateLimitBucket;
  /**
   * "raw": the handler answers with its own Response (a file stream, a JSON-RPC passthrough);
   * `output` then describes what a JSON answer carries and is not checked.
   */
  readonly answer?: "json" | "raw";
}

/** "METHOD /path", the route's one name: access tables, logs and tests all use it. */
export type EndpointKey = `${HttpMethod} /${string}`;

export type EndpointTable = Readonly<Record<EndpointKey, EndpointDeclaration>>;

/** An area's endpoints; the identity function keeps each declaration's exact types. */
export function defineEndpoints<const Table extends EndpointTable>(table: Table): Table {
  return table;
}

type Schema<Declaration, Field extends "params" | "query" | "body"> = Declaration extends { readonly [K in Field]: infer S }
  ? S extends z.ZodType
    ? S
    : never
  : never;

type QueryInput<Query> = { [K in keyof Query]?: Query[K] | null };

/** What a caller sends: only the parts the endpoint declares, typed by their schemas' input. */
export type EndpointRequest<Declaration extends EndpointDeclaration> = ([Schema<Declaration, "params">] extends [never]
  ? unknown
  : { params: z.input<Schema<Declaration, "params">> }) &
  // A query arrives as text whatever a caller means, so a caller is typed by what the schema reads.
  ([Schema<Declaration, "query">] extends [never] ? unknown : { query?: QueryInput<z.output<Schema<Declaration, "query">>> }) &
  ([Schema<Declaration, "body">] extends [never] ? unknown : { body: z.input<Schema<Declaration, "body">> });

/** What the server validated and hands to the handler: the schemas' output. */
export interface EndpointInput<Declaration extends EndpointDeclaration> {
  params: [Schema<Declaration, "params">] extends [never] ? undefined : z.output<Schema<Declaration, "params">>;
  query: [Schema<Declaration, "query">] extends [never] ? undefined : z.output<Schema<Declaration, "query">>;
  body: [Schema<Declaration, "body">] extends [never] ? undefined : z.output<Schema<Declaration, "body">>;
}

/** The JSON a successful call answers with. */
export type EndpointAnswer<Declaration extends EndpointDeclaration> = z.output<Declaration["output"]>;

/** The method and path of an endpoint key ("GET /api/artists/:username"). */
export function splitEndpointKey(key: EndpointKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/** The path with each `:name` segment replaced by its (URL-encoded) parameter. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
