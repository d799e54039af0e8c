import { WALLET_LOADING } from "@wbe3/domain";
import type { Transactor } from "./transactor";

/**
 * The one check that the page's wallet is ready: the transactor exists once the chain settings
 * have loaded (useTransactor), and every wallet action asked for before then stops with the same
 * message. A flow that tells its own stops apart passes its error class (the payment's
 * PaymentStopped); the rest get a plain Error.
 */
export function requireTransactor(transactor: Transactor | null, Stopped: new (message: string) => Error = Error): Transactor {
  if (!transactor) throw new Stopped(WALLET_LOADING);
  return transactor;
}
