import { useId, useState } from "react";
import { Link } from "react-router";
import { addedToMintCart, wbe3PriceSchema, type RegistrationAnswer } from "@wbe3/domain";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { PATHS } from "@/config/paths";
import { useFocusOnShow } from "@/lib/focus/use-focus-on-show";
import { useAddToMintCart } from "../api/mint-cart";

/**
 * One anchored audio work's way to the mint cart: its price (the studio's rule), then the cart.
 * A price the rule refuses is said at the field; the server's refusal at the form; once added,
 * the confirmation takes focus and links to the Mint tab.
 */
export function MintWorkForm({ registration }: { registration: RegistrationAnswer }) {
  const [price, setPrice] = useState("");
  const [priceError, setPriceError] = useState<string | null>(null);
  const add = useAddToMintCart();
  const focusOnShow = useFocusOnShow();
  const id = useId();

  if (add.isSuccess) {
    return (
      <p ref={focusOnShow} role="status" className="grid gap-1 text-sm">
        <span>{addedToMintCart(registration.title)}</span>
        <Link className="font-medium text-primary underline underline-offset-4" to={`${PATHS.artistStudio}?tab=mint`}>
          Open the Mint tab
        </Link>
      </p>
    );
  }

  function send(): void {
    const parsed = wbe3PriceSchema.safeParse(price);
    if (!parsed.success) {
      setPriceError(parsed.error.issues[0]?.message ?? null);
      document.getElementById(`${id}-price`)?.focus();
      return;
    }
    setPriceError(null);
    add.mutate({ registration, price });
  }

  return (
    <form
      noValidate
      aria-label={`Mint “${registration.title}”`}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        id={`${id}-price`}
        label="Price (WBE3)"
        inputMode="decimal"
        className="w-40"
        value={price}
        error={priceError ?? undefined}
        onChange={(event) => setPrice(event.target.value)}
      />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Adding…" : "Add to mint cart"}
      </Button>
      {add.isError && (
        <p ref={focusOnShow} role="alert" className="basis-full text-sm text-destructive">
          {add.error.message}
        </p>
      )}
    </form>
  );
}
