import { useEffect, useRef } from "react";
import { Trash2 } from "lucide-react";
import { categoryLabel, formatEth, mintFeeAmount } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Progress } from "@/components/ui/Progress";
import { Skeleton } from "@/components/ui/Skeleton";
import { focusElement, focusIsLost } from "@/lib/focus/focus";
import { isAdding, isBusy, type CartItem } from "../mint-cart";
import { itemMintFee, type MintFees } from "../mint-fees";
import type { MintCart } from "../hooks/use-mint-cart";
import { useMintFees } from "../hooks/use-mint-fees";
import { CartMintFeeTotal } from "./MintFee";

/** An item's progress or outcome under its line (the upload form shows the ones being added too). */
export function ItemStatus({ item }: { item: CartItem }) {
  const { status } = item;
  switch (status.state) {
    case "ready":
      return null;
    case "uploading":
      return (
        <div className="grid gap-1">
          <Progress value={status.percent} label={`Uploading ${status.fileName}`} />
          <p className="text-xs text-muted-foreground">
            Uploading {status.fileName}: {status.percent}%
          </p>
        </div>
      );
    case "publishing":
      return <p className="text-xs text-muted-foreground">Publishing…</p>;
    case "minting":
      return <p className="text-xs text-muted-foreground">Minting: confirm in your wallet…</p>;
    case "removing":
      return <p className="text-xs text-muted-foreground">Removing…</p>;
    case "failed":
      return <p className="text-xs text-destructive">Failed: {status.reason}</p>;
  }
}

function feeOf(item: CartItem, fees: MintFees | undefined): string {
  const fee = fees && item.fields.mintAsNFT ? itemMintFee(item.fields, fees) : null;
  return fee === null ? "" : ` · ${mintFeeAmount(formatEth(fee))}`;
}

/**
 * When a step ends (an item was minted, published or removed; a mint failed) and took the focused
 * button with it, focus goes on to what is there now: the next button of the cart, else its message.
 */
function useFocusAfterStep(stepsRunning: number) {
  const region = useRef<HTMLDivElement>(null);
  const before = useRef(stepsRunning);
  useEffect(() => {
    const ended = stepsRunning < before.current;
    before.current = stepsRunning;
    if (!ended || !focusIsLost() || !region.current) return;
    const next = region.current.querySelector<HTMLElement>("button:not(:disabled)") ?? region.current.querySelector<HTMLElement>("p");
    if (next) focusElement(next);
  }, [stepsRunning]);
  return region;
}

/** The items waiting to be published; each can be minted or removed on its own. */
export function MintCartList({ cart }: { cart: MintCart }) {
  // Items and busy items together: either falling means a step ended.
  const region = useFocusAfterStep(cart.items.length + cart.items.filter(isBusy).length);
  return (
    <div ref={region}>
      <CartItems cart={cart} />
    </div>
  );
}

function CartItems({ cart }: { cart: MintCart }) {
  const fees = useMintFees();
  if (cart.items.length === 0 && cart.isLoading) return <Skeleton className="h-20 w-full" />;
  if (cart.items.length === 0 && cart.loadError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {cart.loadError}
      </p>
    );
  }
  if (cart.items.length === 0) {
    return <p className="text-sm text-muted-foreground">The mint cart is empty. Add works from the Upload tab.</p>;
  }
  const anyBusy = cart.items.some(isBusy);
  const anyReady = cart.items.some((item) => !isAdding(item));
  return (
    <div className="grid gap-3">
      <ul aria-label="Mint cart" className="grid max-h-96 gap-2 overflow-y-auto pr-1">
        {cart.items.map((item) => (
          <li key={item.id} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{item.fields.title}</p>
                <p className="text-xs text-muted-foreground">
                  {categoryLabel(item.fields.category)} · {item.fields.price} WBE3 ·{" "}
                  {item.fields.mintAsNFT
                    ? `${item.fields.nftType === "ERC1155" ? `ERC1155 × ${item.fields.editions}` : "ERC721"} · ${item.fields.royalty}% royalty`
                    : "not minted"}
                  {feeOf(item, fees)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {item.upload && <Badge variant="outline">Uploaded</Badge>}
                <Button size="sm" disabled={isBusy(item) || isAdding(item)} onClick={() => void cart.publish(item.id)}>
                  {item.fields.mintAsNFT ? "Mint" : "Publish"}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  // An item still uploading cannot go: its files are on their way to the server.
                  disabled={isBusy(item) || isAdding(item)}
                  aria-label={`Remove ${item.fields.title} from the mint cart`}
                  onClick={() => void cart.remove(item.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </div>
            <ItemStatus item={item} />
          </li>
        ))}
      </ul>
      <CartMintFeeTotal items={cart.items} />
      <div>
        <Button disabled={anyBusy || !anyReady} onClick={() => void cart.publishAll()}>
          Mint all
        </Button>
      </div>
    </div>
  );
}
