import type {
  CategoryDeclaration,
  ListingKindDeclaration,
  OrderKindDeclaration,
  RevenueSourceDeclaration,
  SellingArea,
} from "../selling/types.ts";
import { SELLING_AREAS } from "./selling.ts";

// The selling seam (decision 0024): what every area sells, read by the marketplace and commerce,
// which enumerate no area themselves. The areas in the catalogue register when this loads; an area
// registered later (a scratch area in a test) is read the same way.

const categories = new Map<string, CategoryDeclaration>();
const listingKinds = new Map<string, ListingKindDeclaration>();
const orderKinds = new Map<string, OrderKindDeclaration>();
const revenueSources = new Map<string, RevenueSourceDeclaration>();

/** The fan cart's order kind: commerce's own, never an area's. */
const CART = "cart";

function refuseTaken(area: string, what: string, ids: Iterable<string>, taken: (id: string) => boolean): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (taken(id) || seen.has(id)) throw new Error(`Selling area "${area}": ${what} "${id}" is already registered`);
    seen.add(id);
  }
}

/**
 * Adds an area's categories, listing kinds, order kinds and revenue sources. Refused whole (nothing
 * added) when one of them is already registered, or a listing kind names a category or revenue
 * source nobody declared.
 */
export function registerSellingArea(area: SellingArea): void {
  const own = { categories: area.categories ?? [], listings: area.listingKinds ?? [], orders: area.orderKinds ?? [] };
  const sources = area.revenueSources ?? [];
  refuseTaken(
    area.area,
    "category",
    own.categories.map((each) => each.id),
    (id) => categories.has(id),
  );
  refuseTaken(
    area.area,
    "listing kind",
    own.listings.map((each) => each.kind),
    (id) => listingKinds.has(id),
  );
  refuseTaken(
    area.area,
    "order kind",
    own.orders.map((each) => each.kind),
    (id) => orderKinds.has(id) || id === CART,
  );
  refuseTaken(
    area.area,
    "revenue source",
    sources.map((each) => each.id),
    (id) => revenueSources.has(id),
  );
  const knownCategory = (id: string) => categories.has(id) || own.categories.some((each) => each.id === id);
  const knownSource = (id: string) => revenueSources.has(id) || sources.some((each) => each.id === id);
  for (const kind of own.listings) {
    const unknown = kind.categories.find((id) => !knownCategory(id));
    if (unknown !== undefined)
      throw new Error(`Selling area "${area.area}": listing kind "${kind.kind}" names unknown category "${unknown}"`);
    if (!knownSource(kind.revenueSource)) {
      throw new Error(`Selling area "${area.area}": listing kind "${kind.kind}" names unknown revenue source "${kind.revenueSource}"`);
    }
  }
  for (const each of own.categories) categories.set(each.id, each);
  for (const each of own.listings) listingKinds.set(each.kind, each);
  for (const each of own.orders) orderKinds.set(each.kind, each);
  for (const each of sources) revenueSources.set(each.id, each);
}

for (const area of SELLING_AREAS) registerSellingArea(area);

/** A registered listing kind, or undefined. */
export function listingKindOf(kind: string): ListingKindDeclaration | undefined {
  return listingKinds.get(kind);
}

/** A registered payment order kind, or undefined (`cart` is commerce's own and not one). */
export function orderKindOf(kind: string): OrderKindDeclaration | undefined {
  return orderKinds.get(kind);
}

/** Every category a listing may carry, in the order the areas declared them. */
export function listingCategories(): string[] {
  return [...categories.keys()];
}

/** The marketplace's category filter: "all", then each category declared as a filter chip. */
export function marketplaceFilters(): string[] {
  return ["all", ...[...categories.values()].filter((each) => each.filter).map((each) => each.id)];
}

export function isMarketplaceFilter(value: unknown): value is string {
  // Only a string can equal a filter id.
  return (marketplaceFilters() as readonly unknown[]).includes(value);
}

/** How a category (or the "all" filter) is named on screen; an unknown id is shown as it is. */
export function categoryLabel(id: string): string {
  if (id === "all") return "All";
  return categories.get(id)?.label ?? id;
}

/** How a payout source is named on the revenue page; an unknown id is shown as it is. */
export function revenueSourceLabel(id: string): string {
  return revenueSources.get(id)?.label ?? id;
}
