import { useState } from "react";
import { SIGN_IN_FOR_HONEYBANK } from "@wbe3/domain";
import { Skeleton } from "@/components/ui/Skeleton";
import { useViewer } from "@/lib/session/use-viewer";
import { useWallet } from "../api/wallet";
import { WalletCreationForm } from "./WalletCreationForm";
import { WalletOverview } from "./WalletOverview";

/** /honeybank: the wallet on HoneyBank's ledger (created here once), its balances and movements. */
export function HoneyBankPage() {
  const { user, isLoading } = useViewer();
  const wallet = useWallet(user !== null);
  const [justCreated, setJustCreated] = useState(false);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">HoneyBank</h1>
        <p className="text-muted-foreground">Your wallet for WBE3, US dollars, gold and silver, kept on a double-entry ledger.</p>
      </header>
      <section aria-labelledby="wallet-heading" className="grid gap-4">
        <h2 id="wallet-heading" className="text-xl font-semibold">
          Wallet
        </h2>
        {!user && !isLoading ? (
          <p className="text-muted-foreground">{SIGN_IN_FOR_HONEYBANK}</p>
        ) : wallet.isPending ? (
          <Skeleton className="h-40 rounded-xl" />
        ) : wallet.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {wallet.error.message}
          </p>
        ) : wallet.data ? (
          <WalletOverview wallet={wallet.data} justCreated={justCreated} />
        ) : (
          <WalletCreationForm onCreated={() => setJustCreated(true)} />
        )}
      </section>
    </div>
  );
}
