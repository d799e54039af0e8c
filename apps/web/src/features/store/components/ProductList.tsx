import { useState } from "react";
import { formatWbe3, PRODUCT_CATEGORY_LABELS, PRODUCT_STATUS_LABELS, productsLeft, type Product } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ProductEditor } from "./ProductEditor";

/** SPEC 2: the Store tab lists 4 products, then "+N more". */
export const PRODUCTS_SHOWN = 4;

function ProductRow({ product }: { product: Product }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="grid gap-3 border-b border-border py-3 last:border-b-0" aria-label={product.name}>
      <div className="flex items-center gap-3">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" className="size-14 shrink-0 rounded-md object-cover" />
        ) : (
          <div aria-hidden="true" className="size-14 shrink-0 rounded-md bg-muted" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="line-clamp-1 font-medium">{product.name}</p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{formatWbe3(product.price)} WBE3</span>
            <Badge variant="secondary">{PRODUCT_CATEGORY_LABELS[product.category]}</Badge>
            <Badge variant={product.status === "active" ? "default" : "outline"}>{PRODUCT_STATUS_LABELS[product.status]}</Badge>
            <span className="text-muted-foreground">
              {productsLeft(product.stockLeft)} · {product.sold} sold
            </span>
          </div>
        </div>
        {!editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${product.name}`}>
            Edit
          </Button>
        )}
      </div>
      {editing && <ProductEditor product={product} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** The artist's products, newest first: the 4 newest, and the rest behind "+N more". */
export function ProductList({ products }: { products: Product[] }) {
  const [expanded, setExpanded] = useState(false);
  const hidden = products.length - PRODUCTS_SHOWN;
  const shown = expanded ? products : products.slice(0, PRODUCTS_SHOWN);
  if (products.length === 0) return <p className="text-sm text-muted-foreground">No products yet. Add your first one above.</p>;
  return (
    <div className="grid gap-2">
      <ul aria-label="Your products">
        {shown.map((product) => (
          <ProductRow key={product.id} product={product} />
        ))}
      </ul>
      {hidden > 0 && (
        <Button variant="ghost" size="sm" className="justify-self-start" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Show fewer" : `+${hidden} more`}
        </Button>
      )}
    </div>
  );
}
