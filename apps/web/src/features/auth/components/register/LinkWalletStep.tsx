import { CONNECTING_LABEL } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { FormAlert } from "@/components/ui/FormAlert";
import { SIGNUP_TIERS_PATH } from "@/config/paths";
import { useFinishSignIn } from "../../hooks/use-finish-sign-in";
import { useWalletSignIn } from "../../hooks/use-wallet-sign-in";
import { WalletChooser } from "../WalletChooser";

/** Step 2 of /register: sign a message with a wallet to link it to the new account. */
export function LinkWalletStep() {
  const finishSignIn = useFinishSignIn();
  const wallet = useWalletSignIn((response) => finishSignIn(response, { navigateTo: SIGNUP_TIERS_PATH }));
  const working = wallet.busy || wallet.switching;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Your wallet holds your NFTs, tickets and WBE3. Linking it costs nothing: you sign a message, no transaction.
      </p>
      <WalletChooser wallet={wallet} />
      <FormAlert message={wallet.failure} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void wallet.start({ kind: "link" })} disabled={working} aria-busy={wallet.busy}>
          {wallet.busy ? CONNECTING_LABEL : "Connect wallet"}
        </Button>
        <ButtonLink to={SIGNUP_TIERS_PATH} variant="ghost">
          Skip for now
        </ButtonLink>
      </div>
    </div>
  );
}
