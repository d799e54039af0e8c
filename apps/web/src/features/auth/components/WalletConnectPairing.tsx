import { useMemo } from "react";
import { WALLETCONNECT_PAIRING } from "@wbe3/domain";
import { Copy, ExternalLink, X } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/Button";
import { notify } from "@/lib/toast";
import { qrSvgPath } from "@/lib/qr-svg-path";

async function copyLink(uri: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(uri);
    notify.success(WALLETCONNECT_PAIRING.linkCopied);
  } catch (error) {
    notify.error(WALLETCONNECT_PAIRING.copyFailed, { description: error instanceof Error ? error.message : String(error) });
  }
}

interface WalletConnectPairingProps {
  uri: string;
  onCancel: () => void;
}

/** WalletConnect's pairing code: scanned by a phone wallet, or opened as a link on this device. */
export default function WalletConnectPairing({ uri, onCancel }: WalletConnectPairingProps) {
  const { size, path } = useMemo(() => qrSvgPath(uri), [uri]);
  return (
    <section
      aria-labelledby="walletconnect-pairing-title"
      className="grid justify-items-center gap-3 rounded-lg border border-border p-4 text-center"
    >
      <h3 id="walletconnect-pairing-title" className="font-medium">
        {WALLETCONNECT_PAIRING.title}
      </h3>
      <p className="text-sm text-muted-foreground">{WALLETCONNECT_PAIRING.description}</p>
      {/* Dark on white in either theme: scanners need the contrast. */}
      <svg
        role="img"
        aria-label={WALLETCONNECT_PAIRING.codeLabel}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="size-56 rounded-md bg-white"
        data-pairing-uri={uri}
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={() => void copyLink(uri)}>
          <Copy aria-hidden="true" className="size-4" />
          {WALLETCONNECT_PAIRING.copyLink}
        </Button>
        {/* On a phone, the wc: link opens the wallet app installed there. */}
        <a href={uri} className={buttonVariants({ variant: "outline" })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {WALLETCONNECT_PAIRING.openApp}
        </a>
        <Button variant="ghost" onClick={onCancel}>
          <X aria-hidden="true" className="size-4" />
          {WALLETCONNECT_PAIRING.cancel}
        </Button>
      </div>
    </section>
  );
}
