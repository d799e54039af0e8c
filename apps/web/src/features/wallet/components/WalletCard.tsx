import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardHeader } from "@/components/ui/Card";
import { cn } from "@/lib/cn";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { useViewer } from "@/lib/session/use-viewer";
import { useTokenPrice } from "../api/get-token-price";
import { useWalletBalance } from "../api/get-wallet-balance";
import { useBalanceFailureToast } from "../hooks/use-balance-failure-toast";
import { useWrongNetwork } from "../hooks/use-wrong-network";
import { BalanceFigures } from "./BalanceFigures";
import { NetworkPrompt } from "./NetworkPrompt";
import { WalletActions } from "./WalletActions";

/**
 * The linked wallet's WBE3 and ETH, read from the chain by our server and refreshed every 30 s,
 * with the WBE3's approximate USD value, a way to get more WBE3 and the network it must be on.
 * Used by the fan dashboard and the studio.
 */
export function WalletCard() {
  const address = useViewer().user?.walletAddress ?? null;
  const config = usePublicConfig().data;
  const balance = useWalletBalance(address);
  const price = useTokenPrice();
  const network = useWrongNetwork();
  useBalanceFailureToast(balance.isError, balance.isSuccess);

  const refreshing = balance.isFetching || price.isFetching;
  function refresh(): void {
    void balance.refetch();
    void price.refetch();
  }

  return (
    <section aria-labelledby="wallet-card-title">
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="wallet-card-title" className="text-lg font-semibold leading-tight">
              Wallet
            </h2>
            {address && <p className="break-all font-mono text-sm text-muted-foreground">{address}</p>}
          </div>
          {address && (
            <Button variant="ghost" size="icon" aria-label="Refresh balance" disabled={refreshing} onClick={refresh}>
              <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin motion-reduce:animate-none")} />
            </Button>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {address === null ? (
            <p className="text-sm text-muted-foreground">No wallet is linked to this account yet.</p>
          ) : (
            <>
              {network.wrong && config && (
                <NetworkPrompt
                  chainName={config.chainName}
                  chainId={config.chainId}
                  switching={network.switching}
                  onSwitch={network.switchNetwork}
                />
              )}
              <BalanceFigures balance={balance} price={price.data} />
              {config && <WalletActions config={config} />}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
