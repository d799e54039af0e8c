import { formatWbe3, PRODUCT_STATUS_LABELS, productsLeft, type PublicProduct } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { useArtistProducts } from "../api/products";

export interface ArtistProductsProps {
  username: string;
  /** The cart's add action, plugged in by the app (features do not import the cart). */
  onAddToCart?: ((listingId: string, name: string) => void) | undefined;
}

function ProductCard({ product, onAddToCart }: { product: PublicProduct; onAddToCart: ArtistProductsProps["onAddToCart"] }) {
  const soldOut = product.status === "sold_out";
  return (
    <li>
      <Card className="flex h-full flex-col gap-2 overflow-hidden p-0" aria-label={product.name}>
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" className="aspect-square w-full object-cover" loading="lazy" />
        ) : (
          <div aria-hidden="true" className="aspect-square w-full bg-muted" />
        )}
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="line-clamp-1 font-medium">{product.name}</p>
          <p className="font-semibold">{formatWbe3(product.price)} WBE3</p>
          {soldOut ? (
            <Badge variant="outline" className="self-start">
              {PRODUCT_STATUS_LABELS.sold_out}
            </Badge>
          ) : (
            <p className="text-sm text-muted-foreground">{productsLeft(product.stockLeft)}</p>
          )}
          {onAddToCart && product.listingId && !soldOut && (
            <Button
              size="sm"
              className="mt-auto"
              aria-label={`Add ${product.name} to cart`}
              onClick={() => onAddToCart(product.listingId ?? "", product.name)}
            >
              Add to Cart
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

/** An artist's store on their page: name, picture, price and what is left; nothing when they sell nothing. */
export function ArtistProducts({ username, onAddToCart }: ArtistProductsProps) {
  const products = useArtistProducts(username);
  if (!products.isSuccess || products.data.products.length === 0) return null;
  return (
    <section aria-labelledby="store-heading" className="mx-auto grid w-full max-w-4xl gap-3 px-4 pb-10">
      <h2 id="store-heading" className="text-xl font-semibold">
        Store
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4">
        {products.data.products.map((product) => (
          <ProductCard key={product.id} product={product} onAddToCart={onAddToCart} />
        ))}
      </ul>
    </section>
  );
}
