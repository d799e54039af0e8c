import { describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import { checkoutEvents, newEdition, noProofs, orderTotal, quoteFor, signQuote } from "./helpers/marketplace.ts";
import { signPermit } from "./helpers/sign-permit.ts";

const chain = useDeployedChain();

describe("WBE3Marketplace checkoutWithPermit", () => {
  const FAR_FUTURE = 2n ** 63n;

  it("approves and settles in one transaction from an EIP-2612 permit for exactly the total", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer } = fixture.accounts;
    const quote = await quoteFor(fixture, buyer.address, [newEdition(fixture, "permit", artist.address, { quantity: 2n })]);
    const { token, marketplace } = fixture.contractsAs(buyer);
    const permit = await signPermit(buyer, {
      token: token.address,
      chainId: fixture.chain.id,
      spender: marketplace.address,
      value: orderTotal(quote),
      nonce: 0n,
      deadline: FAR_FUTURE,
    });
    const before = await token.read.balanceOf([buyer.address]);

    const receipt = await fixture.mined(
      marketplace.write.checkoutWithPermit([quote, await signQuote(fixture, quote), noProofs(quote), { deadline: FAR_FUTURE, ...permit }]),
    );

    expect(checkoutEvents(fixture, receipt).settled.total).toBe(parseEther("20"));
    expect(await token.read.balanceOf([buyer.address])).toBe(before - parseEther("20"));
    expect(await token.read.allowance([buyer.address, marketplace.address])).toBe(0n);
  });

  it("still settles when someone front-ran the permit, and fails with the token's error for a permit too small", async () => {
    const fixture = chain();
    const { alice: artist, bob: buyer, carol: relayer } = fixture.accounts;
    const quote = await quoteFor(fixture, buyer.address, [newEdition(fixture, "front-run", artist.address)]);
    const { marketplace } = fixture.contractsAs(buyer);
    const request = { token: fixture.deployment.WBE3Token, chainId: fixture.chain.id, spender: marketplace.address, deadline: FAR_FUTURE };
    const signature = await signQuote(fixture, quote);

    const short = await signPermit(buyer, { ...request, value: orderTotal(quote) - 1n, nonce: 0n });
    await expectRevert(
      marketplace.write.checkoutWithPermit([quote, signature, noProofs(quote), { deadline: FAR_FUTURE, ...short }]),
      // The permit is checked for the order's total, so a permit signed for less recovers another signer.
      "ERC2612InvalidSigner",
    );

    const permit = await signPermit(buyer, { ...request, value: orderTotal(quote), nonce: 0n });
    await fixture.mined(
      fixture
        .contractsAs(relayer)
        .token.write.permit([buyer.address, marketplace.address, orderTotal(quote), FAR_FUTURE, permit.v, permit.r, permit.s]),
    );
    await fixture.mined(marketplace.write.checkoutWithPermit([quote, signature, noProofs(quote), { deadline: FAR_FUTURE, ...permit }]));
    expect(await marketplace.read.isSettled([quote.orderId])).toBe(true);
  });
});
