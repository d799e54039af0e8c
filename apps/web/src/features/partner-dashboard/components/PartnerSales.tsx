import { categoryLabel, formatWbe3, NO_REVENUE_YET, REVENUE_LOAD_FAILED, REVENUE_TITLE, type SellerListing } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/Table";
import { RevenueBySourceTable } from "@/components/RevenueBySourceTable";
import { usePartnerListings, usePartnerRevenue } from "../api/get-partner-sales";

const wbe3 = (baseUnits: string) => `${formatWbe3(baseUnits, 2)} WBE3`;

/** "4 / 50", or "4 / open" without a supply cap. */
const soldText = (listing: SellerListing) =>
  `${listing.sold.toLocaleString("en-US")} / ${listing.supply === null ? "open" : listing.supply.toLocaleString("en-US")}`;

function SalesTable({ listings }: { listings: SellerListing[] }) {
  return (
    <Table aria-label="Your sales">
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Category</TableHead>
          <TableHead className="text-right">Price</TableHead>
          <TableHead className="text-right">Sold / supply</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {listings.map((listing) => (
          <TableRow key={listing.id}>
            <TableCell className="font-medium">{listing.title}</TableCell>
            <TableCell>{categoryLabel(listing.category)}</TableCell>
            <TableCell className="text-right tabular-nums">{wbe3(listing.price)}</TableCell>
            <TableCell className="text-right tabular-nums">{soldText(listing)}</TableCell>
            <TableCell>{listing.active ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A partner's sales (their own listings and what each sold) and the revenue verified payouts brought them. */
export function PartnerSales() {
  const listings = usePartnerListings();
  const revenue = usePartnerRevenue();
  return (
    <div className="mt-8 grid gap-6">
      <Card className="grid gap-4 p-6">
        <section aria-labelledby="partner-sales-heading" className="grid gap-4">
          <h2 id="partner-sales-heading" className="text-xl font-semibold">
            Your sales
          </h2>
          {listings.isPending && <Skeleton className="h-32 w-full" />}
          {listings.isError && (
            <p role="alert" className="text-destructive">
              {listings.error.message}
            </p>
          )}
          {listings.data?.listings.length === 0 && <p className="text-muted-foreground">No listings yet.</p>}
          {listings.data && listings.data.listings.length > 0 && <SalesTable listings={listings.data.listings} />}
        </section>
      </Card>
      <Card className="grid gap-4 p-6">
        <section aria-labelledby="partner-revenue-heading" className="grid gap-4">
          <h2 id="partner-revenue-heading" className="text-xl font-semibold">
            {REVENUE_TITLE}
          </h2>
          {revenue.isPending && <Skeleton className="h-24 w-full" />}
          {revenue.isError && (
            <p role="alert" className="text-destructive">
              {REVENUE_LOAD_FAILED}
            </p>
          )}
          {revenue.data && revenue.data.bySource.length === 0 && <p className="text-muted-foreground">{NO_REVENUE_YET}</p>}
          {revenue.data && revenue.data.bySource.length > 0 && <RevenueBySourceTable revenue={revenue.data} />}
        </section>
      </Card>
    </div>
  );
}
