import { BALANCE_FETCH_FAILED, RETRY } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { useViewer } from "@/lib/session/use-viewer";
import { useWalletBalance } from "../api/get-wallet-balance";

/** The linked wallet's address and its WBE3 and ETH balances, read from the chain by our server. */
export function WalletPanel() {
  const address = useViewer().user?.walletAddress ?? null;
  const balance = useWalletBalance(address);
  if (!address) return <p className="text-sm text-muted-foreground">No wallet is linked to this account yet.</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Wallet: <span className="break-all font-mono">{address}</span>
      </p>
      {balance.isPending ? (
        <Skeleton className="h-16 w-64" />
      ) : balance.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
          {BALANCE_FETCH_FAILED}
          <Button size="sm" variant="outline" onClick={() => void balance.refetch()}>
            {RETRY}
          </Button>
        </div>
      ) : (
        <dl className="grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-foreground">WBE3</dt>
          <dd className="font-semibold">{balance.data.wbe3 ? balance.data.wbe3.formatted : "Unavailable"}</dd>
          <dt className="text-muted-foreground">ETH</dt>
          <dd className="font-semibold">{balance.data.eth.formatted}</dd>
        </dl>
      )}
    </div>
  );
}
