import { categoryLabel, MINTED_BADGE, formatWbe3, sellerByline, type MarketplaceItem } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/Dialog";
import { CollectedBy } from "./CollectedBy";
import { ItemImage } from "./ItemImage";

interface ItemDetailsDialogProps {
  item: MarketplaceItem | null;
  onClose: () => void;
}

export function ItemDetailsDialog({ item, onClose }: ItemDetailsDialogProps) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {item && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{item.title}</DialogTitle>
            <DialogDescription>{sellerByline(item.seller)}</DialogDescription>
          </DialogHeader>
          <ItemImage src={item.imageUrl} title={item.title} lazy={false} className="rounded-lg" />
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{categoryLabel(item.category)}</Badge>
            {item.isMinted && <Badge variant="success">{MINTED_BADGE}</Badge>}
          </div>
          <p>{item.description}</p>
          {item.tags.length > 0 && (
            <div>
              <h3 className="mb-1.5 text-sm font-semibold">Tags</h3>
              <ul className="flex flex-wrap gap-1.5">
                {item.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <CollectedBy listingId={item.id} />
          <p className="text-xl font-bold">
            <span className="sr-only">Price: </span>
            {formatWbe3(item.price)} WBE3
          </p>
        </DialogContent>
      )}
    </Dialog>
  );
}
