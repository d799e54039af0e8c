import { categoryLabel, type SellerListing } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/Table";
import { PATHS } from "@/config/paths";
import { useSellerListings } from "../api/get-artist-details";
import { dayText, wbe3 } from "../format";

/** "4 / 50", or "4 / open" for an edition without a supply cap. */
const soldText = (listing: SellerListing) =>
  `${listing.sold.toLocaleString("en-US")} / ${listing.supply === null ? "open" : listing.supply.toLocaleString("en-US")}`;

function ListingRow({ listing }: { listing: SellerListing }) {
  return (
    <TableRow>
      <TableCell className="font-medium">{listing.title}</TableCell>
      <TableCell>{categoryLabel(listing.category)}</TableCell>
      <TableCell className="text-right tabular-nums">{wbe3(listing.price)}</TableCell>
      <TableCell className="text-right tabular-nums">{soldText(listing)}</TableCell>
      <TableCell>{listing.active ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>}</TableCell>
      <TableCell>
        {listing.presale && listing.presaleEndsAt ? `Until ${dayText(listing.presaleEndsAt)}` : listing.presaleEndsAt ? "Ended" : "None"}
      </TableCell>
    </TableRow>
  );
}

/** The dashboard's Marketplace tab: the artist's own listings with what sold of each. */
export function MarketplaceTab() {
  const listings = useSellerListings();
  return (
    <Card className="grid gap-4 p-6">
      <section aria-labelledby="listings-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="listings-heading" className="text-xl font-semibold">
            Your listings
          </h2>
          <ButtonLink to={PATHS.marketplace} variant="outline" size="sm">
            Open the marketplace
          </ButtonLink>
        </div>
        {listings.isPending && <Skeleton className="h-32 w-full" />}
        {listings.isError && (
          <p role="alert" className="text-destructive">
            {listings.error.message}
          </p>
        )}
        {listings.data?.listings.length === 0 && (
          <p className="text-muted-foreground">No listings yet. Public uploads are listed on the marketplace.</p>
        )}
        {listings.data && listings.data.listings.length > 0 && (
          <Table aria-label="Your listings">
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Category</TableHead>
                <TableHead className="text-right">Price</TableHead>
                <TableHead className="text-right">Sold / supply</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Presale</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {listings.data.listings.map((listing) => (
                <ListingRow key={listing.id} listing={listing} />
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </Card>
  );
}
