import {
  categoryLabel,
  MINTED_BADGE,
  formatWbe3,
  perWalletBadge,
  presaleBadge,
  presaleEndText,
  sellerByline,
  visibleTags,
  type MarketplaceItem,
} from "@wbe3/domain";
import { useState } from "react";
import { BadgeCheck, Eye, ShoppingCart } from "lucide-react";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ItemImage } from "./ItemImage";

interface ItemCardProps {
  item: MarketplaceItem;
  onAddToCart: (item: MarketplaceItem) => void;
  onView: (item: MarketplaceItem) => void;
  /** Above the fold on any screen: its image loads at once, the first one with high priority. */
  position?: number;
}

/** Cards this early in the list are in view on a phone or a desktop when the page opens. */
const ABOVE_THE_FOLD = 4;

export function ItemCard({ item, onAddToCart, onView, position = ABOVE_THE_FOLD }: ItemCardProps) {
  // Compared with when the card mounted (renders stay pure): a presale ending while the card is on
  // screen keeps its badge until the card is shown again; the contract decides at checkout anyway.
  const [shownAt] = useState(Date.now);
  const inPresale = item.presaleEndsAt !== null && Date.parse(item.presaleEndsAt) > shownAt;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm">
      <div className="relative">
        <ItemImage src={item.imageUrl} title={item.title} lazy={position >= ABOVE_THE_FOLD} priority={position === 0} />
        <div className="absolute top-2 left-2 flex gap-1.5">
          <Badge variant="secondary">{categoryLabel(item.category)}</Badge>
          {item.isMinted && (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" />
              {MINTED_BADGE}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-1 text-lg font-semibold">{item.title}</h2>
        <p className="line-clamp-1 text-sm text-muted-foreground">{sellerByline(item.seller)}</p>
        {(inPresale || item.maxPerWallet !== null) && (
          <p className="flex flex-wrap gap-1.5">
            {inPresale && item.presaleEndsAt && <Badge variant="secondary">{presaleBadge(presaleEndText(item.presaleEndsAt))}</Badge>}
            {item.maxPerWallet !== null && <Badge variant="outline">{perWalletBadge(item.maxPerWallet)}</Badge>}
          </p>
        )}
        {item.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {visibleTags(item.tags).map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto flex items-baseline justify-between gap-2 pt-2">
          <span className="text-lg font-bold">{formatWbe3(item.price)} WBE3</span>
          {item.left !== null && (
            <span className="text-sm text-muted-foreground">{item.left === 0 ? "Sold out" : `${item.left} left`}</span>
          )}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button size="sm" onClick={() => onAddToCart(item)}>
            <ShoppingCart aria-hidden="true" />
            Add to Cart
            <span className="sr-only">: {item.title}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onView(item)} aria-haspopup="dialog">
            <Eye aria-hidden="true" />
            View
            <span className="sr-only">: {item.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
