/**
 * Gas of one WBE3Marketplace checkout of 1, 5 and 10 items, per way of delivering them, with the
 * marginal cost of each extra item. Its own Anvil on port 8611 (chain 31337), contracts deployed
 * as `npm start` deploys them; each cart has distinct listings from rotating sellers (no splits),
 * bought by a wallet that never bought them before, and each measurement starts from the same
 * chain snapshot. Gas is deterministic: one run suffices.
 *
 *   npm run bench:checkout-gas -w @wbe3/bench
 */
import { createPublicClient, createTestClient, createWalletClient, http, keccak256, parseEther, stringToHex, type Hex } from "viem";
import type { HDAccount } from "viem/accounts";
import {
  checkoutQuoteTypedData,
  devAccounts,
  ITEM_KIND,
  platformSignerDevAccount,
  trackNFTAbi,
  wbe3MarketplaceAbi,
  wbe3TokenAbi,
  type CheckoutItem,
  type CheckoutQuote,
} from "@wbe3/contracts";
import { deployAll, localChain, startAnvil } from "@wbe3/contracts/local-chain";

const PORT = 8611;
const CART_SIZES = [1, 5, 10] as const;
const PRICE = parseEther("5");
const MINT_FEE = parseEther("0.001");

type Delivery = "create" | "mint" | "transfer721";
const DELIVERIES: Record<Delivery, string> = {
  create: "ERC-1155 created on first sale (Create1155)",
  mint: "ERC-1155 more copies of an edition (Mint1155)",
  transfer721: "ERC-721 moved from the seller (Transfer721)",
};

const anvil = await startAnvil({ port: PORT });
try {
  const chain = localChain(anvil.chainId, anvil.rpcUrl);
  const deployment = await deployAll(anvil.rpcUrl, { chainId: anvil.chainId });
  const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 20 });
  const testClient = createTestClient({ chain, mode: "anvil", transport: http(anvil.rpcUrl) });
  const accounts = devAccounts(8);
  const account = (index: number): HDAccount => {
    const found = accounts[index];
    if (!found) throw new Error(`no dev account ${index}`);
    return found;
  };
  const buyer = account(1);
  // Account 7 buys the first copy of each Mint1155 edition, so the measured buyer is new to all of them.
  const earlyBuyer = account(7);
  const walletOf = (account: HDAccount) => createWalletClient({ account, chain, transport: http(anvil.rpcUrl) });

  async function send(hash: Promise<Hex>): Promise<bigint> {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== "success") throw new Error(`transaction ${receipt.transactionHash} reverted`);
    return receipt.gasUsed;
  }

  const id32 = (label: string): Hex => keccak256(stringToHex(label));
  // Sellers are accounts 2–6 in turn.
  const sellerAt = (index: number): HDAccount => account(2 + (index % 5));

  /** One edition per future cart line, created by an earlier sale, so Mint1155 has ids to mint more of. */
  async function prepareEditions(count: number): Promise<bigint[]> {
    const items = Array.from({ length: count }, (_, index) => editionItem(index, ITEM_KIND.Create1155, 0n));
    await checkout(items, "prepare-editions", earlyBuyer);
    return Promise.all(
      items.map(async (each) => {
        const [, id] = await publicClient.readContract({
          address: deployment.WBE3Marketplace,
          abi: wbe3MarketplaceAbi,
          functionName: "createdTokenOf",
          args: [each.listingId],
        });
        return id;
      }),
    );
  }

  /** One track per future cart line, minted by its seller, who lets the marketplace move it. */
  async function prepareTracks(count: number): Promise<bigint[]> {
    const ids: bigint[] = [];
    for (let index = 0; index < count; index++) {
      const seller = sellerAt(index);
      const wallet = walletOf(seller);
      const args = ["ipfs://bench-track", 1000n] as const;
      const { result } = await publicClient.simulateContract({
        account: seller,
        address: deployment.TrackNFT,
        abi: trackNFTAbi,
        functionName: "mintTrackWithRoyalty",
        args,
        value: MINT_FEE,
      });
      await send(
        wallet.writeContract({
          address: deployment.TrackNFT,
          abi: trackNFTAbi,
          functionName: "mintTrackWithRoyalty",
          args,
          value: MINT_FEE,
        }),
      );
      await send(
        wallet.writeContract({
          address: deployment.TrackNFT,
          abi: trackNFTAbi,
          functionName: "setApprovalForAll",
          args: [deployment.WBE3Marketplace, true],
        }),
      );
      ids.push(result);
    }
    return ids;
  }

  function editionItem(index: number, kind: CheckoutItem["kind"], tokenId: bigint): CheckoutItem {
    return {
      listingId: id32(`bench-edition-${index}`),
      seller: sellerAt(index).address,
      token: deployment.TicketNFT,
      kind,
      tokenId,
      quantity: 1n,
      unitPrice: PRICE,
      maxSupply: 100n,
      // A CIDv1 URI's length (66 characters): storing it is a real part of creating an id.
      uri: `ipfs://bafkrei${String(index).padStart(52, "a")}`,
      royaltyBps: 500n,
      splits: [],
    };
  }

  function trackItem(index: number, tokenId: bigint): CheckoutItem {
    return {
      ...editionItem(index, ITEM_KIND.Transfer721, tokenId),
      listingId: id32(`bench-track-${index}`),
      token: deployment.TrackNFT,
      maxSupply: 1n,
    };
  }

  async function checkout(items: CheckoutItem[], label: string, by: HDAccount): Promise<bigint> {
    const quote: CheckoutQuote = { orderId: id32(label), buyer: by.address, deadline: 2n ** 40n, items };
    const signature = await platformSignerDevAccount().signTypedData(
      checkoutQuoteTypedData(quote, { chainId: anvil.chainId, marketplace: deployment.WBE3Marketplace }),
    );
    const total = items.reduce((sum, each) => sum + each.unitPrice * each.quantity, 0n);
    const wallet = walletOf(by);
    await send(
      wallet.writeContract({
        address: deployment.WBE3Token,
        abi: wbe3TokenAbi,
        functionName: "approve",
        args: [deployment.WBE3Marketplace, total],
      }),
    );
    return send(
      wallet.writeContract({
        address: deployment.WBE3Marketplace,
        abi: wbe3MarketplaceAbi,
        functionName: "checkout",
        args: [quote, signature, items.map(() => [])],
      }),
    );
  }

  const largest = Math.max(...CART_SIZES);
  const editionIds = await prepareEditions(largest);
  const trackIds = await prepareTracks(largest);
  const itemsFor: Record<Delivery, (count: number) => CheckoutItem[]> = {
    // New listings (indices past the prepared ones), so each line creates its id.
    create: (count) => Array.from({ length: count }, (_, index) => editionItem(largest + index, ITEM_KIND.Create1155, 0n)),
    mint: (count) => Array.from({ length: count }, (_, index) => editionItem(index, ITEM_KIND.Mint1155, editionIds[index] ?? 0n)),
    transfer721: (count) => Array.from({ length: count }, (_, index) => trackItem(index, trackIds[index] ?? 0n)),
  };

  const rows = [];
  for (const delivery of Object.keys(DELIVERIES) as Delivery[]) {
    const gas = new Map<number, bigint>();
    for (const size of CART_SIZES) {
      const snapshot = await testClient.snapshot();
      gas.set(size, await checkout(itemsFor[delivery](size), `${delivery}-${size}`, buyer));
      await testClient.revert({ id: snapshot });
    }
    const at = (size: number) => Number(gas.get(size) ?? 0n);
    rows.push({
      delivery: DELIVERIES[delivery],
      "1 item": at(1),
      "5 items": at(5),
      "10 items": at(10),
      "per extra item (1→10)": Math.round((at(10) - at(1)) / 9),
      "per item at 10": Math.round(at(10) / 10),
    });
  }
  console.log(
    `WBE3Marketplace.checkout gas (Anvil ${anvil.chainId}, fee 2.5 %, royalty to one receiver, distinct sellers, approve not counted):`,
  );
  console.table(rows);
} finally {
  await anvil.stop();
}
