import { useId, useState, type SyntheticEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Address } from "viem";
import { ticketNFTAbi, trackNFTAbi } from "@wbe3/contracts";
import { normalizeAddress, sameAddress, type OwnedNft } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { notify } from "@/lib/toast";
import { TransactionError } from "@/lib/wallet/transaction-errors";
import { contractCall } from "@/lib/wallet/transactor";
import { useTransactor } from "@/lib/wallet/use-transactor";

/**
 * Sends an owned token to another wallet (safeTransferFrom through the transactor), e.g. an
 * artist giving a fan the track they minted. The vault refreshes from the chain index after.
 */
export function TransferForm({ nft, onDone }: { nft: OwnedNft; onDone: () => void }) {
  const id = useId();
  const transactor = useTransactor();
  const queryClient = useQueryClient();
  const [recipient, setRecipient] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    let to: Address;
    try {
      to = normalizeAddress(recipient.trim());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return;
    }
    if (sameAddress(to, nft.owner)) {
      setError("That is your own wallet. Enter the address of the wallet to send to.");
      return;
    }
    if (!transactor) return;
    setError(null);
    setBusy(true);
    try {
      const owner = normalizeAddress(nft.owner);
      const tokenId = BigInt(nft.tokenId);
      const address = normalizeAddress(nft.contractAddress);
      const call =
        nft.standard === "erc721"
          ? contractCall({ address, abi: trackNFTAbi, functionName: "safeTransferFrom", args: [owner, to, tokenId] })
          : contractCall({ address, abi: ticketNFTAbi, functionName: "safeTransferFrom", args: [owner, to, tokenId, 1n, "0x"] });
      await transactor.write(call, { label: `Send token #${nft.tokenId}`, failureTitle: "Transfer Failed", expectedAccount: nft.owner });
      notify.success("Token Sent", { description: `Token #${nft.tokenId} is on its way to ${to}.` });
      await queryClient.invalidateQueries({ queryKey: ["wallet"] });
      onDone();
    } catch (err) {
      // The transactor toasts its own failures; anything else is said here.
      if (!(err instanceof TransactionError)) setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2" noValidate>
      <Label htmlFor={`${id}-to`}>Send to wallet address</Label>
      <Input
        id={`${id}-to`}
        value={recipient}
        onChange={(event) => setRecipient(event.target.value)}
        placeholder="0x…"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || !transactor}>
          {busy ? "Sending..." : nft.standard === "erc1155" ? "Send one" : "Send"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
