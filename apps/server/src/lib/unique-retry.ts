import { isUniqueViolation } from "@wbe3/db";

/**
 * Runs `attempt` again when it lost a race for a unique key (another writer took the key between
 * this attempt's read and its write, so the next attempt reads what the winner wrote), `times`
 * attempts in all. Any other error, and the last attempt's loss, is thrown.
 */
export async function retryUniqueLosses<T>(times: number, attempt: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isUniqueViolation(err) || tried >= times) throw err;
    }
  }
}
