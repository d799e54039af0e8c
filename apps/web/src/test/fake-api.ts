import { verifyMessage, type Hex } from "viem";
import { parseSiweMessage } from "viem/siwe";
import {
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  RESET_REQUESTED,
  ROLE_HOME,
  SIGNUP_SUCCESS,
  SIWE_ERROR,
  VERIFICATION_RESENT,
  welcomeQueen,
  type ApiErrorBody,
  type ErrorCode,
  type LoginInput,
  type MeResponse,
  type PublicConfig,
  type SessionUser,
  type SignInResponse,
  type SignupInput,
  type SiweRequest,
} from "@wbe3/domain";
import { ANONYMOUS_ME } from "@/lib/session/get-me";
import { jsonResponse, stubFetch } from "./fetch-stub";

export { ANONYMOUS_ME } from "@/lib/session/get-me";

/** The one account the fake knows for e-mail login. */
export const KNOWN_ACCOUNT = { email: "nova@wbe3.example", password: "a long passphrase 42", name: "Nova", role: "artist" } as const;

export const TEST_CONFIG: PublicConfig = {
  chainId: 31337,
  chainName: "Local chain 31337",
  rpcUrl: "/api/rpc",
  explorerUrl: null,
  swapUrl: null,
  contracts: {
    WBE3Token: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    TrackNFT: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
    TicketNFT: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
    CopyrightRegistry: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
    WBE3Payments: "0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9",
    WBE3Marketplace: "0x5FC8d32690cc91D4c39d9d3abcBD16989F875707",
  },
  fees: { trackMintWei: "1000000000000000", ticketMintWei: "1000000000000000" },
  localMode: false,
  wallets: { walletConnect: null, coinbaseWallet: false },
};

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "user-1",
    email: null,
    name: null,
    walletAddress: null,
    role: "fan",
    emailVerified: false,
    privileged: false,
    pendingRole: null,
    ...overrides,
  };
}

export function meFor(user: SessionUser): MeResponse {
  return { user, role: user.role, home: user.role ? ROLE_HOME[user.role] : "/" };
}

export function apiError(code: ErrorCode, message: string, status: number): Response {
  const body: ApiErrorBody = { error: { code, reason: code, message } };
  return jsonResponse(body, status);
}

type Handler = (request: { url: URL; body: unknown; headers: Headers }) => Response | Promise<Response>;

interface FakeApiOptions {
  config?: Partial<PublicConfig>;
  me?: MeResponse;
  /** Replaces one route, keyed "METHOD /path", e.g. "POST /api/auth/siwe". */
  routes?: Record<string, Handler>;
  /** Wallet addresses the fake treats as privileged (forced to artist with the welcome). */
  privilegedWallets?: string[];
}

/**
 * Our API as the browser sees it, in memory: config, session, SIWE (checking the message and the
 * signature for real), logout; featured and marketplace answer empty. Anything else is a 404.
 */
export function installFakeApi(options: FakeApiOptions = {}) {
  const config: PublicConfig = { ...TEST_CONFIG, ...options.config };
  const state: { me: MeResponse; nonce: number } = { me: options.me ?? ANONYMOUS_ME, nonce: 0 };
  const bodies = new Map<string, unknown[]>();

  async function siwe({ body }: { body: unknown }): Promise<Response> {
    const request = body as SiweRequest;
    const fields = parseSiweMessage(request.message);
    if (!fields.address || fields.domain !== window.location.host || fields.uri !== window.location.origin) {
      return apiError("unauthorized", SIWE_ERROR.otherSite, 401);
    }
    if (fields.chainId !== config.chainId) return apiError("unauthorized", "Wrong network", 401);
    const valid = await verifyMessage({ address: fields.address, message: request.message, signature: request.signature as Hex });
    if (!valid) return apiError("unauthorized", SIWE_ERROR.badSignature, 401);
    const privileged = (options.privilegedWallets ?? []).some((wallet) => wallet.toLowerCase() === fields.address?.toLowerCase());
    const linking = state.me.user !== null && state.me.user.walletAddress === null;
    const role = privileged ? "artist" : linking ? (state.me.user?.role ?? null) : (request.role ?? null);
    if (!role) return apiError("bad_request", "Please select your role", 400);
    const user = sessionUser({ ...state.me.user, walletAddress: fields.address.toLowerCase(), role, privileged });
    state.me = meFor(user);
    const response: SignInResponse = { ...state.me, welcome: privileged ? welcomeQueen("Nova") : null };
    return jsonResponse(response);
  }

  function signIn(user: SessionUser, extra: object = {}): Response {
    state.me = meFor(user);
    const response: SignInResponse = { ...state.me, welcome: null };
    return jsonResponse({ ...response, ...extra }, "message" in extra ? 201 : 200);
  }

  const defaults: Record<string, Handler> = {
    "GET /api/config": () => jsonResponse(config),
    "GET /api/auth/me": () => jsonResponse(state.me),
    "GET /api/auth/nonce": () => jsonResponse({ nonce: `testnonce${++state.nonce}abcdef` }),
    "POST /api/auth/siwe": siwe,
    "POST /api/auth/signup": ({ body }) => {
      const input = body as SignupInput;
      if (input.email === KNOWN_ACCOUNT.email) return apiError("conflict", EMAIL_TAKEN, 409);
      return signIn(sessionUser({ email: input.email, name: input.name, role: input.role }), { message: SIGNUP_SUCCESS });
    },
    "POST /api/auth/login": ({ body }) => {
      const input = body as LoginInput;
      if (input.email !== KNOWN_ACCOUNT.email || input.password !== KNOWN_ACCOUNT.password) {
        return apiError("unauthorized", INVALID_CREDENTIALS, 401);
      }
      return signIn(sessionUser({ email: KNOWN_ACCOUNT.email, name: KNOWN_ACCOUNT.name, role: KNOWN_ACCOUNT.role, emailVerified: true }));
    },
    "POST /api/auth/password-reset/request": () => jsonResponse({ message: RESET_REQUESTED }),
    "POST /api/auth/verify-email/resend": () => jsonResponse({ message: VERIFICATION_RESENT }),
    "POST /api/auth/logout": () => {
      state.me = ANONYMOUS_ME;
      return jsonResponse(ANONYMOUS_ME);
    },
    "GET /api/featured": () => jsonResponse({ items: [] }),
    "GET /api/marketplace": () => jsonResponse({ items: [], nextCursor: null }),
  };
  const routes = { ...defaults, ...options.routes };

  const fetchStub = stubFetch(async (url, init) => {
    const method = init?.method ?? "GET";
    const key = `${method} ${url.pathname}`;
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    if (method !== "GET") bodies.set(key, [...(bodies.get(key) ?? []), body]);
    const handler = routes[key];
    if (!handler) return apiError("not_found", `No route ${key}`, 404);
    return handler({ url, body, headers: new Headers(init?.headers) });
  });

  return {
    ...fetchStub,
    state,
    config,
    /** JSON bodies POSTed to a route, in order. */
    bodiesFor: (key: string) => bodies.get(key) ?? [],
  };
}
