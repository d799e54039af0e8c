import { AppError, isWaitingReason } from "@wbe3/domain";

const CONFIRM_ATTEMPTS = 20;
const CONFIRM_RETRY_MS = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server to confirm a sent transaction until it can. A mined transaction may still lack
 * confirmations or be unseen by the server's node: those refusals say so by their reason (a
 * waiting one), and only those are asked again. Every other refusal (a reverted transaction,
 * another order's payment, a void order, a wrong contract) is final and surfaces at once.
 */
export async function whenSettled<T>(confirm: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await confirm();
    } catch (error) {
      const retry = error instanceof AppError && isWaitingReason(error.reason);
      if (!retry || attempt >= CONFIRM_ATTEMPTS) throw error;
      await wait(CONFIRM_RETRY_MS);
    }
  }
}
