import type { Database } from "@wbe3/db";
import {
  AppError,
  listingCategoryOf,
  NO_ARTIST_WITH_USERNAME,
  parseWbe3,
  PRODUCT_IMAGE_NOT_STORED,
  PRODUCT_IMAGE_NOT_YOURS,
  PUBLIC_ACCESS,
  PRODUCT_LISTING_KIND,
  PRODUCT_NOT_FOUND,
  PRODUCT_WALLET_NEEDED,
  STORE_ARTIST_PROFILE_NEEDED,
  STORE_ORDER_NOT_FOUND,
  storedImageCid,
  TIER_MESSAGES,
  type CreateProduct,
  type PatchProduct,
  type Product,
  type PublicProduct,
  type SessionUser,
  type StoreOrders,
} from "@wbe3/domain";
import { artistByUsername, artistOfUser } from "../artists/service.ts";
import { markLinesShipped, paidLinesOfListings, type PaidLine } from "../commerce/service.ts";
import { changeListing, listingsChanged, listingStock, publishListing } from "../marketplace/service.ts";
import { tierBenefitsOf } from "../tiers/service.ts";
import { setFileAccess, storedFileOf } from "../files/service.ts";
import {
  countProducts,
  findProduct,
  findProductsOf,
  insertProduct,
  updateProduct,
  withArtistStoreLocked,
  type ProductRow,
} from "./repo.ts";

type Stock = Awaited<ReturnType<typeof listingStock>>;
type Artist = NonNullable<Awaited<ReturnType<typeof artistOfUser>>>;

/** A product as answered: stock left and sold read from its listing; `sold_out` whenever none is left. */
function toProduct(row: ProductRow, stock: Stock): Product {
  const listing = row.listingId ? stock.get(row.listingId) : undefined;
  const sold = listing?.sold ?? 0;
  const stockLeft = Math.max(0, (listing?.supplyCap ?? 0) - sold);
  return {
    id: row.id,
    listingId: row.listingId,
    name: row.name,
    price: row.price.toString(),
    description: row.description,
    category: row.category,
    imageUrl: row.imageUrl,
    status: stockLeft === 0 ? "sold_out" : row.status,
    stockLeft,
    sold,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function answerProducts(db: Database, rows: ProductRow[]): Promise<Product[]> {
  const stock = await listingStock(
    db,
    rows.flatMap((row) => (row.listingId ? [row.listingId] : [])),
  );
  return rows.map((row) => toProduct(row, stock));
}

async function answerProduct(db: Database, row: ProductRow): Promise<Product> {
  const [product] = await answerProducts(db, [row]);
  if (!product) throw new Error("the product vanished");
  return product;
}

async function requireArtist(db: Database, user: SessionUser): Promise<Artist> {
  const artist = await artistOfUser(db, user.id);
  if (!artist) throw new AppError("conflict", STORE_ARTIST_PROFILE_NEEDED);
  return artist;
}

/** Buyers pay the seller wallet on the listing: the signed-in wallet, else the artist record's. */
function sellerWalletOf(user: SessionUser, artist: Artist): string {
  const wallet = user.walletAddress ?? artist.walletAddress;
  if (!wallet) throw new AppError("conflict", PRODUCT_WALLET_NEEDED);
  return wallet.toLowerCase();
}

/**
 * A picture stored here (`/ipfs/<cid>`) must be an image this user sent themselves: a CID is public,
 * so without this anyone could show another artist's upload as their product. Links elsewhere pass.
 * The picture is made public (another account's gated file stays gated: refused).
 */
async function requireOwnImage(db: Database, user: SessionUser, imageUrl: string | null | undefined): Promise<void> {
  const cid = imageUrl ? storedImageCid(imageUrl) : null;
  if (!cid) return;
  const file = await storedFileOf(db, cid, user.id);
  if (!file?.mimeType.startsWith("image/")) throw new AppError("bad_request", PRODUCT_IMAGE_NOT_STORED, { reason: "image_not_stored" });
  if (!file.uploadedByUser) throw new AppError("forbidden", PRODUCT_IMAGE_NOT_YOURS, { reason: "image_not_yours" });
  // Stored private to the artist (decision 0026); a product's picture is shown to everyone.
  await setFileAccess(db, { cids: [cid], rule: PUBLIC_ACCESS, by: user.id });
}

/** `GET /api/artist/products`: the signed-in artist's products, newest first (none before the profile exists). */
export async function myProducts(db: Database, user: SessionUser): Promise<Product[]> {
  const artist = await artistOfUser(db, user.id);
  if (!artist) return [];
  return answerProducts(db, await findProductsOf(db, artist.id));
}

/**
 * `POST /api/artist/products`: the product and its marketplace listing in one transaction, within
 * the tier's product count (drafts count too), checked with the artist's store locked.
 */
export async function createProduct(db: Database, user: SessionUser, input: CreateProduct): Promise<Product> {
  const artist = await requireArtist(db, user);
  const sellerWallet = sellerWalletOf(user, artist);
  await requireOwnImage(db, user, input.imageUrl);
  const limit = (await tierBenefitsOf(db, user.id)).storeProducts;
  const price = parseWbe3(input.price);
  const row = await withArtistStoreLocked(db, artist.id, async (tx) => {
    if ((await countProducts(tx, artist.id)) >= limit) throw new AppError("forbidden", TIER_MESSAGES.productsLimit(limit));
    // A physical item the seller ships: no token, no royalty; its stock is the supply cap, and it
    // is on sale only while active with stock left.
    const listingId = await publishListing(tx, {
      kind: PRODUCT_LISTING_KIND,
      delivery: "physical",
      seller: { id: user.id, kind: "artist", name: artist.name },
      artistId: artist.id,
      title: input.name,
      description: input.description,
      category: listingCategoryOf(input.category),
      price,
      imageUrl: input.imageUrl,
      sellerWallet,
      royaltyBps: 0,
      supplyCap: input.stock,
      active: input.status === "active" && input.stock > 0,
    });
    return insertProduct(tx, {
      artistId: artist.id,
      listingId,
      name: input.name,
      price,
      description: input.description,
      category: input.category,
      imageUrl: input.imageUrl,
      status: input.status,
    });
  });
  listingsChanged(db);
  return answerProduct(db, row);
}

async function ownProduct(db: Database, user: SessionUser, id: string): Promise<ProductRow> {
  const [artist, product] = await Promise.all([artistOfUser(db, user.id), findProduct(db, id)]);
  // Someone else's product is reported as missing, not as forbidden: ids are not for probing.
  if (!artist || !product || product.artistId !== artist.id) throw new AppError("not_found", PRODUCT_NOT_FOUND);
  return product;
}

/**
 * `PATCH /api/artist/products/:id`: changes what was sent, on the product and its listing in one
 * transaction. The same patch again leaves the product as it is (stock n always means n left).
 */
export async function patchProduct(db: Database, user: SessionUser, id: string, patch: PatchProduct): Promise<Product> {
  const product = await ownProduct(db, user, id);
  // The picture it already has stays, whoever's it is; a new one must be the artist's own.
  if (patch.imageUrl !== product.imageUrl) await requireOwnImage(db, user, patch.imageUrl);
  const status = patch.status ?? product.status;
  const price = patch.price === undefined ? undefined : parseWbe3(patch.price);
  const row = await db.transaction(async (tx) => {
    if (product.listingId) {
      await changeListing(tx, PRODUCT_LISTING_KIND, product.listingId, {
        title: patch.name,
        description: patch.description,
        category: patch.category === undefined ? undefined : listingCategoryOf(patch.category),
        price,
        imageUrl: patch.imageUrl,
        stock: patch.stock,
        forSale: status === "active",
      });
    }
    return updateProduct(tx, product.id, {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(price === undefined ? {} : { price }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.category === undefined ? {} : { category: patch.category }),
      ...(patch.imageUrl === undefined ? {} : { imageUrl: patch.imageUrl }),
      status,
    });
  });
  listingsChanged(db);
  return answerProduct(db, row);
}

/** `GET /api/artists/:username/products`: what visitors see (active and sold out, never drafts), newest first. */
export async function artistProducts(db: Database, username: string): Promise<PublicProduct[]> {
  const artist = await artistByUsername(db, username);
  if (!artist) throw new AppError("not_found", NO_ARTIST_WITH_USERNAME);
  const products = await answerProducts(db, await findProductsOf(db, artist.id, { shown: true }));
  return products.map(({ id, listingId, name, price, description, category, imageUrl, stockLeft, status }) => ({
    id,
    listingId,
    name,
    price,
    description,
    category,
    imageUrl,
    stockLeft,
    status: status === "active" ? "active" : "sold_out",
  }));
}

function toOrderLines(lines: PaidLine[], products: ProductRow[]): StoreOrders {
  const byListing = new Map(products.flatMap((product) => (product.listingId ? [[product.listingId, product] as const] : [])));
  return {
    lines: lines.map((line) => {
      const product = line.listingId ? byListing.get(line.listingId) : undefined;
      return {
        orderId: line.orderId,
        productId: product?.id ?? null,
        product: product?.name ?? line.title,
        quantity: line.quantity,
        shippingAddress: line.shippingAddress ?? null,
        paidAt: (line.paidAt ?? new Date(0)).toISOString(),
        shippedAt: line.shippedAt?.toISOString() ?? null,
      };
    }),
  };
}

async function productsOfUser(db: Database, user: SessionUser): Promise<ProductRow[]> {
  const artist = await artistOfUser(db, user.id);
  return artist ? findProductsOf(db, artist.id) : [];
}

const listingIdsOf = (products: ProductRow[]) => products.flatMap((product) => (product.listingId ? [product.listingId] : []));

/** `GET /api/artist/store/orders`: paid order lines of the artist's products, newest payment first. */
export async function storeOrders(db: Database, user: SessionUser): Promise<StoreOrders> {
  const products = await productsOfUser(db, user);
  return toOrderLines(await paidLinesOfListings(db, listingIdsOf(products)), products);
}

/**
 * `POST /api/artist/store/orders/:orderId/ship`: marks the artist's lines of that paid order
 * shipped (the first time only) and answers them. An order without the artist's products is 404.
 */
export async function shipOrder(db: Database, user: SessionUser, orderId: string): Promise<StoreOrders> {
  const products = await productsOfUser(db, user);
  const listingIds = listingIdsOf(products);
  const lines = await paidLinesOfListings(db, listingIds, orderId);
  if (lines.length === 0) throw new AppError("not_found", STORE_ORDER_NOT_FOUND);
  await markLinesShipped(db, orderId, listingIds);
  return toOrderLines(await paidLinesOfListings(db, listingIds, orderId), products);
}
