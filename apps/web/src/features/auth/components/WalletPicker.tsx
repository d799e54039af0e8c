import { useId } from "react";
import { NO_WALLET } from "@wbe3/domain";
import { FlaskConical, QrCode, Wallet } from "lucide-react";
import { Label } from "@/components/ui/Label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/RadioGroup";
import { Skeleton } from "@/components/ui/Skeleton";
import type { WalletOption } from "@/lib/wallet/wallet-runtime";

interface WalletPickerProps {
  wallets: readonly WalletOption[];
  selectedUid: string | null;
  onSelect: (uid: string) => void;
  loading: boolean;
  error: Error | null;
  disabled: boolean;
}

/**
 * Each wallet the browser announced (EIP-6963, by name and icon), WalletConnect and Coinbase Wallet
 * when the server configures them, plus local mode's demo wallets.
 */
export function WalletPicker({ wallets, selectedUid, onSelect, loading, error, disabled }: WalletPickerProps) {
  const labelId = useId();
  return (
    <div className="grid gap-3">
      <p id={labelId} className="text-sm font-medium">
        Wallet
      </p>
      {loading ? (
        <div role="status" aria-labelledby={labelId}>
          <span className="sr-only">Looking for wallets…</span>
          <Skeleton className="h-11 w-full rounded-lg" />
        </div>
      ) : error ? (
        <p className="text-sm text-destructive">Could not load the network settings: {error.message}</p>
      ) : wallets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_WALLET}</p>
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          value={selectedUid ?? ""}
          onValueChange={onSelect}
          disabled={disabled}
          className="grid-cols-1 sm:grid-cols-2"
        >
          {wallets.map((wallet) => (
            <WalletChoice key={wallet.uid} wallet={wallet} />
          ))}
        </RadioGroup>
      )}
    </div>
  );
}

function WalletChoice({ wallet }: { wallet: WalletOption }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3 has-data-[state=checked]:border-primary-strong has-data-[state=checked]:bg-muted">
      <RadioGroupItem id={id} value={wallet.uid} />
      <Label htmlFor={id} className="flex flex-1 cursor-pointer items-center gap-2 py-3">
        {wallet.icon ? (
          <img src={wallet.icon} alt="" width={20} height={20} className="size-5 rounded" />
        ) : wallet.kind === "demo" ? (
          <FlaskConical aria-hidden="true" className="size-5" />
        ) : wallet.kind === "walletconnect" ? (
          <QrCode aria-hidden="true" className="size-5" />
        ) : (
          <Wallet aria-hidden="true" className="size-5" />
        )}
        {wallet.name}
      </Label>
    </div>
  );
}
