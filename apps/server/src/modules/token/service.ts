import { getAddress, parseEther, type Address } from "viem";
import {
  AppError,
  DEMO_ACCOUNT_ETH,
  DEMO_ACCOUNT_LOCAL_ONLY,
  DEMO_ACCOUNT_WBE3,
  FALLBACK_PRICE_SOURCE,
  FAUCET_AMOUNT_WBE3,
  FAUCET_LOCAL_ONLY,
  FAUCET_NEEDS_WALLET,
  TOKEN_PRICE_CACHE_MS,
  TOKEN_PRICE_FALLBACK_USD,
  TOKEN_PRICE_STALE_MAX_MS,
  WBE3_DECIMALS,
  type DemoAccountFunded,
  type FaucetResponse,
  type SessionUser,
  type TokenPrice,
} from "@wbe3/domain";
import type { TokenFaucet } from "../../adapters/chain/faucet.ts";
import type { TokenPriceProvider } from "../../adapters/price/provider.ts";
import type { Logger } from "../../lib/logger.ts";

/** A visitor waits at most this long for the price service before the fallback answers. */
const PRICE_WAIT_MS = 8_000;

export interface TokenPriceService {
  current(): Promise<TokenPrice>;
}

interface Checked {
  at: number;
  answer: TokenPrice;
}

/**
 * The WBE3 price as the site shows it (DESIGN 9). The price service is asked at most once per
 * TOKEN_PRICE_CACHE_MS per server, and requests that arrive while it is being asked share that one
 * call. When it fails, the last real price stands in while it is recent; after that the SPEC's
 * fallback is answered, flagged as an estimate. The endpoint itself never fails for want of a price.
 */
export function createTokenPriceService(provider: TokenPriceProvider, logger: Logger, now: () => number = Date.now): TokenPriceService {
  let checked: Checked | null = null;
  let lastGood: Checked | null = null;
  let refreshing: Promise<TokenPrice> | null = null;

  async function refresh(): Promise<TokenPrice> {
    let answer: TokenPrice;
    try {
      const usd = await provider.usdPrice(AbortSignal.timeout(PRICE_WAIT_MS));
      const at = now();
      answer = { usd, source: provider.source, updatedAt: new Date(at).toISOString(), estimate: false };
      lastGood = { at, answer };
    } catch (err) {
      const at = now();
      const recent = lastGood !== null && at - lastGood.at < TOKEN_PRICE_STALE_MAX_MS;
      logger.warn({ err, source: provider.source, answered: recent ? "last price" : "fallback" }, "token price unavailable");
      answer =
        recent && lastGood
          ? lastGood.answer
          : { usd: TOKEN_PRICE_FALLBACK_USD, source: FALLBACK_PRICE_SOURCE, updatedAt: new Date(at).toISOString(), estimate: true };
    }
    // A failure is kept as long as a success: a failing service is not asked again on every request.
    checked = { at: now(), answer };
    return answer;
  }

  return {
    current() {
      if (checked && now() - checked.at < TOKEN_PRICE_CACHE_MS) return Promise.resolve(checked.answer);
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
  };
}

const FAUCET_AMOUNT = BigInt(FAUCET_AMOUNT_WBE3) * 10n ** BigInt(WBE3_DECIMALS);

/**
 * Local mode only: test WBE3 for the signed-in user's linked wallet, so a newcomer can try buying
 * without a DEX. `faucet` is null outside local mode.
 */
export async function sendTestWbe3(faucet: TokenFaucet | null, user: SessionUser): Promise<FaucetResponse> {
  if (!faucet) throw new AppError("not_found", FAUCET_LOCAL_ONLY);
  if (!user.walletAddress) throw new AppError("bad_request", FAUCET_NEEDS_WALLET);
  const to: Address = getAddress(user.walletAddress);
  const txHash = await faucet.mint(to, FAUCET_AMOUNT);
  return { to, amount: FAUCET_AMOUNT.toString(), txHash };
}

const DEMO_ACCOUNT_AMOUNT = BigInt(DEMO_ACCOUNT_WBE3) * 10n ** BigInt(WBE3_DECIMALS);
const DEMO_ACCOUNT_GAS = parseEther(String(DEMO_ACCOUNT_ETH));

/**
 * Local chain only: funds the demo wallet's new throwaway key (made in the browser before anyone
 * registers with it) with ETH for gas and test WBE3, so /register can link a wallet nobody linked
 * yet. `faucet` is null outside local mode.
 */
export async function fundDemoAccount(faucet: TokenFaucet | null, address: string): Promise<DemoAccountFunded> {
  if (!faucet) throw new AppError("not_found", DEMO_ACCOUNT_LOCAL_ONLY);
  const to: Address = getAddress(address);
  await faucet.topUpEth(to, DEMO_ACCOUNT_GAS);
  const txHash = await faucet.mint(to, DEMO_ACCOUNT_AMOUNT);
  return { address: to, wbe3: DEMO_ACCOUNT_AMOUNT.toString(), eth: DEMO_ACCOUNT_GAS.toString(), txHash };
}
