import { CONNECTING_LABEL, WALLET_LINKED, type SignInResponse } from "@wbe3/domain";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { useViewer } from "@/lib/session/use-viewer";
import { notify } from "@/lib/toast";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";
import { useWalletSignIn } from "../hooks/use-wallet-sign-in";
import { WalletChooser } from "./WalletChooser";

/**
 * "Link wallet" for a signed-in account without one (e.g. an e-mail artist who skipped the
 * wallet step): signs a message with the connected wallet to link it, staying on the page.
 * Nothing is shown to anyone else.
 */
export function LinkWalletNotice() {
  const { user } = useViewer();
  if (!user || user.walletAddress) return null;
  return <LinkWalletAction />;
}

function LinkWalletAction() {
  const finishSignIn = useFinishSignIn();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const wallet = useWalletSignIn((response: SignInResponse) => {
    finishSignIn({ ...response, welcome: null }, { navigateTo: here, announce: false });
    notify.success(WALLET_LINKED);
  });
  const working = wallet.busy || wallet.switching;
  return (
    <section aria-labelledby="link-wallet-heading" className="mt-6 grid gap-3 rounded-xl border border-primary-strong bg-primary/10 p-5">
      <h2 id="link-wallet-heading" className="text-lg font-semibold">
        Link a wallet to your account
      </h2>
      <p className="text-sm text-muted-foreground">
        Your wallet receives your NFTs and your WBE3, and pays for tiers and mints. Linking costs nothing: you sign a message, no
        transaction.
      </p>
      <WalletChooser wallet={wallet} />
      <FormAlert message={wallet.failure} />
      <div>
        <Button onClick={() => void wallet.start({ kind: "link" })} disabled={working} aria-busy={wallet.busy}>
          {wallet.busy ? CONNECTING_LABEL : "Link wallet"}
        </Button>
      </div>
    </section>
  );
}
