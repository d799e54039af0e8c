import { useEffect, useRef } from "react";
import { ASSET_LABELS, formatAssetAmount, WALLET_CREATED, type HoneybankAccountAnswer } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Analytics } from "./Analytics";
import { Statement } from "./Statement";
import { ExchangeForm, MetalsForm } from "./TradeForms";

/** The wallet: its balances per asset (what is held shown apart), the code to share, the latest movements. */
export function WalletOverview({ wallet, justCreated }: { wallet: HoneybankAccountAnswer; justCreated: boolean }) {
  const created = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justCreated) created.current?.focus();
  }, [justCreated]);
  return (
    <div className="grid gap-6">
      {justCreated && (
        <p ref={created} tabIndex={-1} role="status" className="rounded-md border border-success px-3 py-2 text-sm">
          {WALLET_CREATED}
        </p>
      )}
      {wallet.sandbox && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="warning">Sandbox</Badge>
          Balances here started as sandbox issuances on the local chain: no real money.
        </p>
      )}
      <dl aria-label="Balances" className="grid gap-3 sm:grid-cols-2">
        {wallet.balances.map((balance) => (
          <div key={balance.asset} className="rounded-lg border border-border p-4">
            <dt className="text-sm text-muted-foreground">{ASSET_LABELS[balance.asset]}</dt>
            <dd className="text-xl font-semibold">{formatAssetAmount(balance.asset, balance.available)}</dd>
            {balance.pendingDebits !== "0" && (
              <dd className="text-xs text-muted-foreground">{formatAssetAmount(balance.asset, balance.pendingDebits)} held</dd>
            )}
          </div>
        ))}
      </dl>
      <p className="text-sm">
        Your referral code: <strong className="font-mono">{wallet.referralCode}</strong>
      </p>
      <section aria-labelledby="exchange-heading" className="grid gap-2">
        <h3 id="exchange-heading" className="text-lg font-semibold">
          Exchange
        </h3>
        <ExchangeForm />
      </section>
      <section aria-labelledby="metals-heading" className="grid gap-2">
        <h3 id="metals-heading" className="text-lg font-semibold">
          Gold and silver
        </h3>
        <MetalsForm />
      </section>
      <Statement />
      <section aria-labelledby="analytics-heading" className="grid gap-2">
        <h3 id="analytics-heading" className="text-lg font-semibold">
          Analytics
        </h3>
        <Analytics />
      </section>
    </div>
  );
}
