import { useMemo } from "react";
import { createTransactor, type Transactor } from "./transactor";
import { useWalletRuntime } from "./use-wallet-runtime";

/** The page's transactor once the chain configuration has loaded; null until then. */
export function useTransactor(): Transactor | null {
  const { runtime, config } = useWalletRuntime();
  return useMemo(
    () => (runtime && config ? createTransactor({ runtime, config, pollingIntervalMs: config.localMode ? 250 : 2000 }) : null),
    [runtime, config],
  );
}
