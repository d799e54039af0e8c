import { ExternalLink } from "lucide-react";
import { BUY_WBE3, FAUCET_SENT, GET_TEST_WBE3, VIEW_TOKEN_ON_EXPLORER, type PublicConfig } from "@wbe3/domain";
import { Button, buttonVariants } from "@/components/ui/Button";
import { useRequestTestWbe3 } from "../api/request-test-wbe3";

/** The explorer's page of a token (BaseScan's /token/<address> and the explorers that copy it). */
export function tokenPageUrl(explorerUrl: string, token: string): string {
  return `${explorerUrl.replace(/\/+$/, "")}/token/${token}`;
}

function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

/** Local mode's stand-in for Buy: test WBE3 from the faucet, and what came of asking. */
function FaucetButton() {
  const faucet = useRequestTestWbe3();
  return (
    <div className="grid gap-2">
      <Button className="w-fit" disabled={faucet.isPending} onClick={() => faucet.mutate()}>
        {faucet.isPending ? "Sending test WBE3…" : GET_TEST_WBE3}
      </Button>
      {faucet.isSuccess && (
        <p role="status" className="text-sm">
          {FAUCET_SENT}
        </p>
      )}
      {faucet.isError && (
        <p role="alert" className="text-sm text-destructive">
          {faucet.error.message}
        </p>
      )}
    </div>
  );
}

/** Buy (the configured DEX page; the faucet in local mode) and the token's page on the explorer. */
export function WalletActions({ config }: { config: PublicConfig }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      {config.localMode ? (
        <FaucetButton />
      ) : (
        config.swapUrl && (
          <a href={config.swapUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
            {BUY_WBE3}
            <ExternalLink aria-hidden="true" />
            <NewTabHint />
          </a>
        )
      )}
      {config.explorerUrl && (
        <a
          href={tokenPageUrl(config.explorerUrl, config.contracts.WBE3Token)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "link" })}
        >
          {VIEW_TOKEN_ON_EXPLORER}
          <NewTabHint />
        </a>
      )}
    </div>
  );
}
