import type { UseQueryResult } from "@tanstack/react-query";
import {
  BALANCE_FETCH_FAILED,
  BALANCE_UNAVAILABLE,
  PRICE_ESTIMATE,
  RETRY,
  SANDBOX_LABEL,
  SANDBOX_PRICE_SOURCE,
  formatUsd,
  type TokenBalanceResponse,
  type TokenPrice,
} from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { wbe3UsdValue } from "../usd-value";

interface BalanceFiguresProps {
  balance: UseQueryResult<TokenBalanceResponse>;
  /** Undefined until the price has loaded (or when it cannot). */
  price: TokenPrice | undefined;
}

function UsdValue({ wbe3, price }: { wbe3: NonNullable<TokenBalanceResponse["wbe3"]>; price: TokenPrice }) {
  return (
    <>
      ≈ {formatUsd(wbe3UsdValue(wbe3.raw, wbe3.decimals, price.usd))}
      {price.estimate && <span className="text-muted-foreground"> {PRICE_ESTIMATE}</span>}
      {price.source === SANDBOX_PRICE_SOURCE && (
        <Badge variant="muted" className="ml-2">
          {SANDBOX_LABEL}
        </Badge>
      )}
    </>
  );
}

/**
 * WBE3 (2 decimals, as the server formats it), its approximate USD value and ETH (4 decimals).
 * A failed read shows "Unavailable" in place of each figure, never an old or made-up one.
 */
export function BalanceFigures({ balance, price }: BalanceFiguresProps) {
  if (balance.isPending) {
    return (
      <div>
        <span className="sr-only">Loading balance…</span>
        <Skeleton className="h-20 w-64 rounded-md" />
      </div>
    );
  }
  const figures = balance.isError ? undefined : balance.data;
  const wbe3 = figures?.wbe3 ?? null;
  return (
    <div className="grid gap-3">
      <dl className="grid w-fit grid-cols-[auto_auto] items-baseline gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">WBE3</dt>
        <dd className="text-2xl font-semibold tabular-nums">{wbe3?.formatted ?? BALANCE_UNAVAILABLE}</dd>
        <dt className="text-muted-foreground">USD</dt>
        <dd className="tabular-nums">{wbe3 && price ? <UsdValue wbe3={wbe3} price={price} /> : BALANCE_UNAVAILABLE}</dd>
        <dt className="text-muted-foreground">ETH</dt>
        <dd className="font-semibold tabular-nums">{figures?.eth.formatted ?? BALANCE_UNAVAILABLE}</dd>
      </dl>
      {balance.isError && (
        <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
          {BALANCE_FETCH_FAILED}
          <Button size="sm" variant="outline" disabled={balance.isFetching} onClick={() => void balance.refetch()}>
            {RETRY}
          </Button>
        </div>
      )}
    </div>
  );
}
