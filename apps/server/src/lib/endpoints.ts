import { isDeepStrictEqual } from "node:util";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { z } from "zod";
import {
  API_ENDPOINTS,
  AppError,
  PLAYS_PER_MINUTE,
  REQUEST_ERROR,
  splitEndpointKey,
  type ApiEndpointKey,
  type ApiEndpoints,
  type EndpointDeclaration,
  type EndpointInput,
  type RateLimitBucket,
} from "@wbe3/domain";
import type { AppEnv } from "../app-env.ts";
import type { AppDeps } from "../deps.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { isJsonMediaType } from "./json-guard.ts";
import { validate } from "./validate.ts";

type Answer<Declaration extends EndpointDeclaration> = Declaration extends { answer: "raw" } ? Response : z.input<Declaration["output"]>;

/**
 * What a module's routes.ts writes per endpoint: take the validated input (and the context, for
 * the session and cookies), call one service function, return the answer.
 */
export type EndpointHandler<Declaration extends EndpointDeclaration> = (
  input: EndpointInput<Declaration>,
  c: Context<AppEnv>,
) => Promise<Answer<Declaration>> | Answer<Declaration>;

export type EndpointHandlers = { readonly [Key in ApiEndpointKey]?: EndpointHandler<ApiEndpoints[Key]> };

const RATE_PER_MINUTE: Record<RateLimitBucket, (env: AppDeps["env"]) => number> = {
  auth: (env) => env.authRateLimitPerMinute,
  upload: (env) => env.uploadRateLimitPerMinute,
  rpc: (env) => env.rpcRateLimitPerMinute,
  faucet: (env) => env.faucetRateLimitPerMinute,
  plays: () => PLAYS_PER_MINUTE,
};

/**
 * A JSON endpoint's body is JSON, or absent. Hono's json validator reads a body of any other type
 * as no body at all (`{}`), so a text/plain or form post would pass an all-optional schema and act
 * (a PATCH of a product); a body-less endpoint would act on whatever it was sent. A request with
 * neither a content type nor a body stays a request without a body.
 */
function jsonOrNoBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const contentType = c.req.header("content-type");
    const acceptable = contentType === undefined ? (await c.req.arrayBuffer()).byteLength === 0 : isJsonMediaType(contentType);
    if (!acceptable) throw new AppError("unsupported_media_type", REQUEST_ERROR.jsonRequired, { reason: "json_required" });
    await next();
  };
}

function checksFor(deps: AppDeps, method: string, declaration: EndpointDeclaration): MiddlewareHandler<AppEnv>[] {
  const checks: MiddlewareHandler<AppEnv>[] = [];
  const bucket = declaration.rateLimit;
  if (bucket) {
    const limit = RATE_PER_MINUTE[bucket](deps.env);
    checks.push(rateLimit(deps.db, { bucket, limit, windowMs: 60_000, trustProxy: deps.env.trustProxy }));
  }
  if (declaration.params) checks.push(validate("param", declaration.params));
  if (declaration.query) checks.push(validate("query", declaration.query));
  // Raw bodies (the RPC proxy, uploads) are read by their handlers, each with its own rules.
  if (method !== "GET" && declaration.body !== "raw") checks.push(jsonOrNoBody());
  if (declaration.body && declaration.body !== "raw") checks.push(validate("json", declaration.body));
  return checks;
}

/**
 * Outside production every JSON answer is held against its declaration, exactly: a missing or
 * mistyped field and a field the declaration does not name (a leak) both fail the request, so
 * every test that calls the endpoint checks its contract too.
 */
function assertAnswerMatches(key: ApiEndpointKey, output: z.ZodType, answer: unknown): void {
  const wire: unknown = JSON.parse(JSON.stringify(answer ?? null));
  const parsed = output.safeParse(wire);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      "internal",
      `The answer of ${key} breaks its declaration at ${issue?.path.join(".") ?? "?"}: ${issue?.message ?? ""}`,
    );
  }
  if (!isDeepStrictEqual(parsed.data, wire)) {
    throw new AppError("internal", `The answer of ${key} carries fields its declaration does not name.`);
  }
}

/**
 * Registers a module's endpoints from their declarations in `@wbe3/domain`: path, method, rate
 * limit and validation come from the declaration, so a route cannot differ from what the web app
 * is typed against (decision 0017). Access is enforced for every /api route by the access
 * middleware from the same declarations.
 */
export function endpointRoutes(deps: AppDeps, handlers: EndpointHandlers): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const checkAnswers = deps.env.nodeEnv !== "production";
  for (const key of Object.keys(handlers) as ApiEndpointKey[]) {
    const declaration: EndpointDeclaration = API_ENDPOINTS[key];
    const handle = handlers[key] as EndpointHandler<EndpointDeclaration>;
    const { method, path } = splitEndpointKey(key);
    app.on(method, [path], ...checksFor(deps, method, declaration), async (c) => {
      const input = {
        params: c.req.valid("param" as never),
        query: c.req.valid("query" as never),
        body: c.req.valid("json" as never),
      } as EndpointInput<EndpointDeclaration>;
      const answer = await handle(input, c);
      if (declaration.answer === "raw") return answer as Response;
      if (checkAnswers) assertAnswerMatches(key, declaration.output, answer);
      return c.json(answer as object, declaration.status ?? 200);
    });
  }
  return app;
}
