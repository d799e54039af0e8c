import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { encodeFunctionData } from "viem";
import { wbe3MarketplaceAbi } from "@wbe3/contracts";
import { ALLOWLIST_SIZE, DROP_RULES_SAVED, invalidAddress, type UploadRecord } from "@wbe3/domain";
import { getWalletRuntime } from "@/lib/wallet/wallet-runtime";
import { createFakeChain } from "@/test/fake-chain";
import { installFakeApi, meFor, sessionUser, TEST_CONFIG } from "@/test/fake-api";
import { jsonResponse } from "@/test/fetch-stub";
import { installMatchMedia } from "@/test/media";
import { renderApp } from "@/test/render-app";
import { resetAppState } from "@/test/reset-app-state";
import { installTestWallet } from "@/test/test-wallet";
import { dropRulesFromForm } from "./DropRulesDialog";

const wallet = installTestWallet({ name: "Test Wallet" });
const runtime = getWalletRuntime(TEST_CONFIG);
const ARTIST = sessionUser({ id: "artist-1", role: "artist", name: "Nova", walletAddress: wallet.account.address.toLowerCase() });
const LISTING_ID = "5c0a3b7e-1f2d-4e6a-8b9c-0d1e2f3a4b5c";
const FAN = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const PUT = `PUT /api/marketplace/listings/${LISTING_ID}/drop-rules`;
const CONFIRM = `POST /api/marketplace/listings/${LISTING_ID}/drop-rules/confirm`;

const upload: UploadRecord = {
  id: "0b7f2a52-3c61-4f7e-9d0a-6a1d2b3c4d5e",
  title: "Golden Hour",
  artistName: "Nova",
  description: "",
  category: "music",
  price: "5000000000000000000",
  imageUrl: null,
  fileUrl: null,
  tags: [],
  royalty: 10,
  mintAsNFT: false,
  nftType: "ERC721",
  editions: 1,
  isMinted: false,
  isPublic: true,
  fileAccess: "public",
  holders: 0,
  previewUrl: null,
  tokenURI: null,
  mint: null,
  listingId: LISTING_ID,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function setUp() {
  installMatchMedia();
  const chain = createFakeChain();
  const data = encodeFunctionData({
    abi: wbe3MarketplaceAbi,
    functionName: "setDropRules",
    args: [`0x${LISTING_ID.replace(/-/g, "").padStart(64, "0")}`, 10n, 2n, `0x${"0".repeat(64)}`, 0n],
  });
  return installFakeApi({
    me: meFor(ARTIST),
    routes: {
      "POST /api/rpc": chain.route,
      "GET /api/artist/profile": () => jsonResponse({ profile: null }),
      "GET /api/uploads/mine": () => jsonResponse({ uploads: [upload] }),
      [PUT]: () => jsonResponse({ calls: [{ to: TEST_CONFIG.contracts.WBE3Marketplace, data, value: "0x0" }] }),
      [CONFIRM]: () =>
        jsonResponse({ listingId: LISTING_ID, supplyCap: 10, maxPerWallet: 2, presaleEndsAt: null, allowlistSize: 0, sold: 0 }),
    },
  });
}

async function openDialog() {
  const option = runtime.getWallets().find((each) => each.name === "Test Wallet");
  if (!option) throw new Error("the test wallet was not announced");
  await runtime.connect(option.uid);
  const user = userEvent.setup();
  renderApp({ path: "/artiststudio?tab=mint", me: meFor(ARTIST) });
  await user.click(await screen.findByRole("button", { name: "Drop rules for “Golden Hour”" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Drop rules" }) };
}

beforeEach(() => wallet.reset({ chainId: TEST_CONFIG.chainId }));

afterEach(async () => {
  await resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("drop rules form", () => {
  it("sends empty fields as no rule, and a presale as its wallets and the instant it ends", () => {
    expect(dropRulesFromForm({ supplyCap: "", maxPerWallet: " ", allowlist: "", presaleEndsAt: "" })).toEqual({
      supplyCap: null,
      maxPerWallet: null,
      presale: null,
    });
    const local = "2030-05-01T18:30";
    expect(dropRulesFromForm({ supplyCap: "10", maxPerWallet: "2", allowlist: `\n ${FAN} \n\n`, presaleEndsAt: local })).toEqual({
      supplyCap: 10,
      maxPerWallet: 2,
      presale: { allowlist: [FAN], endsAt: new Date(local).toISOString() },
    });
  });
});

describe("drop rules dialog", () => {
  it("saves the rules: the server's call goes through the wallet, then the server confirms it", async () => {
    const api = setUp();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Supply cap"), "10");
    await user.type(within(dialog).getByLabelText("Max per wallet"), "2");
    await user.click(within(dialog).getByRole("button", { name: "Save drop rules" }));

    expect(await screen.findByText(DROP_RULES_SAVED)).toBeInTheDocument();
    expect(api.bodiesFor(PUT)).toEqual([{ supplyCap: 10, maxPerWallet: 2, presale: null }]);
    expect(wallet.sentTransactions()).toHaveLength(1);
    expect(api.bodiesFor(CONFIRM)).toEqual([{ txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) as unknown }]);
  });

  it("says what is wrong with an allowlist before anything is sent", async () => {
    const api = setUp();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Allowlist"), "0x12");
    await user.type(within(dialog).getByLabelText("Presale ends"), "2030-05-01T18:30");
    await user.click(within(dialog).getByRole("button", { name: "Save drop rules" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(invalidAddress("0x12"));

    await user.clear(within(dialog).getByLabelText("Allowlist"));
    await user.click(within(dialog).getByRole("button", { name: "Save drop rules" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(ALLOWLIST_SIZE);
    expect(api.bodiesFor(PUT)).toEqual([]);
    expect(wallet.sentTransactions()).toHaveLength(0);
  });
});
