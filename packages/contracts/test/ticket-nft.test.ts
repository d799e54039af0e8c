import { describe, expect, it } from "vitest";
import { parseEther, parseEventLogs, zeroAddress } from "viem";
import { ticketNFTAbi } from "../src/generated/TicketNFT.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";

const FEE = parseEther("0.001");
const KIND = { None: 0, Ticket: 1, Edition: 2 } as const;
const chain = useDeployedChain();

describe("TicketNFT tickets", () => {
  it("mints `amount` tickets of a new id to `to` for fee × amount, with the URI and a TicketsMinted event", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice: organizer, bob: fan } = accounts;
    const { ticket } = contractsAs(organizer);

    const receipt = await mined(ticket.write.mintTicket([fan.address, 3n, "ipfs://show-1"], { value: FEE * 3n }));

    const [event] = parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "TicketsMinted" });
    expect(event?.args).toEqual({ id: 1n, minter: organizer.address, to: fan.address, amount: 3n, uri: "ipfs://show-1" });
    expect(await ticket.read.balanceOf([fan.address, 1n])).toBe(3n);
    expect(await ticket.read.balanceOf([organizer.address, 1n])).toBe(0n);
    expect(await ticket.read.uri([1n])).toBe("ipfs://show-1");
    expect(await ticket.read.totalSupply([1n])).toBe(3n);
    expect(await ticket.read.exists([1n])).toBe(true);
    expect(await ticket.read.kindOf([1n])).toBe(KIND.Ticket);
    expect(await ticket.read.royaltyInfo([1n, 10_000n])).toEqual([zeroAddress, 0n]);
  });

  it("gives every call a new id and returns it", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice } = accounts;
    const { ticket } = contractsAs(alice);
    await mined(ticket.write.mintTicket([alice.address, 1n, "ipfs://a"], { value: FEE }));
    const { result } = await ticket.simulate.mintTicket([alice.address, 2n, "ipfs://b"], { value: FEE * 2n, account: alice });
    expect(result).toBe(2n);
    await mined(ticket.write.mintTicket([alice.address, 2n, "ipfs://b"], { value: FEE * 2n }));
    expect(await ticket.read.uri([1n])).toBe("ipfs://a");
    expect(await ticket.read.uri([2n])).toBe("ipfs://b");
    expect(await ticket.read.totalSupply()).toBe(3n);
  });

  it.each([
    ["the fee for one ticket less", 5n, FEE * 4n],
    ["one wei less", 5n, FEE * 5n - 1n],
    ["one wei more", 5n, FEE * 5n + 1n],
    ["nothing", 5n, 0n],
    ["the single fee for two", 2n, FEE],
  ])("reverts with WrongFee when paying %s", async (_label, amount, value) => {
    const { accounts, contractsAs } = chain();
    const { ticket } = contractsAs(accounts.alice);
    await expectRevert(ticket.write.mintTicket([accounts.bob.address, amount, "ipfs://x"], { value }), "WrongFee", [FEE * amount, value]);
  });

  it("rejects zero tickets and the zero address as recipient", async () => {
    const { accounts, contractsAs } = chain();
    const { ticket } = contractsAs(accounts.alice);
    await expectRevert(ticket.write.mintTicket([accounts.bob.address, 0n, "ipfs://x"], { value: 0n }), "ZeroAmount");
    await expectRevert(ticket.write.mintTicket([zeroAddress, 1n, "ipfs://x"], { value: FEE }), "ERC1155InvalidReceiver", [zeroAddress]);
  });

  it("charges a changed fee per ticket after MintFeeChanged, and only the owner may change it", async () => {
    const { accounts, contractsAs, mined } = chain();
    const newFee = parseEther("0.0005");
    const receipt = await mined(contractsAs().ticket.write.setMintFee([newFee]));
    const [event] = parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "MintFeeChanged" });
    expect(event?.args).toEqual({ oldFee: FEE, newFee });

    const { ticket } = contractsAs(accounts.alice);
    await mined(ticket.write.mintTicket([accounts.alice.address, 4n, "ipfs://x"], { value: newFee * 4n }));
    await expectRevert(ticket.write.setMintFee([0n]), "OwnableUnauthorizedAccount", [accounts.alice.address]);
  });

  it("lets holders transfer and burn their tickets, keeping supply in step", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice, bob } = accounts;
    const { ticket } = contractsAs(alice);
    await mined(ticket.write.mintTicket([alice.address, 5n, "ipfs://x"], { value: FEE * 5n }));

    await mined(ticket.write.safeTransferFrom([alice.address, bob.address, 1n, 2n, "0x"]));
    await mined(contractsAs(bob).ticket.write.burn([bob.address, 1n, 1n]));
    await expectRevert(contractsAs(bob).ticket.write.burn([alice.address, 1n, 1n]), "ERC1155MissingApprovalForAll", [
      bob.address,
      alice.address,
    ]);

    expect(
      await ticket.read.balanceOfBatch([
        [alice.address, bob.address],
        [1n, 1n],
      ]),
    ).toEqual([3n, 1n]);
    expect(await ticket.read.totalSupply([1n])).toBe(4n);
  });
});

describe("TicketNFT editions", () => {
  it("mints a music edition with a royalty to the minter and an EditionMinted event", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice: artist, bob: collector } = accounts;
    const { ticket } = contractsAs(artist);

    const receipt = await mined(ticket.write.mintEdition([collector.address, 10n, "ipfs://album", 750n], { value: FEE * 10n }));

    const [event] = parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "EditionMinted" });
    expect(event?.args).toEqual({
      id: 1n,
      minter: artist.address,
      to: collector.address,
      amount: 10n,
      uri: "ipfs://album",
      royaltyBps: 750n,
    });
    expect(parseEventLogs({ abi: ticketNFTAbi, logs: receipt.logs, eventName: "TicketsMinted" })).toEqual([]);
    expect(await ticket.read.kindOf([1n])).toBe(KIND.Edition);
    expect(await ticket.read.kindOf([2n])).toBe(KIND.None);
    expect(await ticket.read.balanceOf([collector.address, 1n])).toBe(10n);
    expect(await ticket.read.royaltyInfo([1n, 10_000n])).toEqual([artist.address, 750n]);
  });

  it("bounds the royalty to 0–5000 basis points and charges fee × amount", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice: artist } = accounts;
    const { ticket } = contractsAs(artist);
    await mined(ticket.write.mintEdition([artist.address, 1n, "ipfs://x", 5_000n], { value: FEE }));
    await mined(ticket.write.mintEdition([artist.address, 1n, "ipfs://x", 0n], { value: FEE }));
    await expectRevert(ticket.write.mintEdition([artist.address, 1n, "ipfs://x", 5_001n], { value: FEE }), "RoyaltyTooHigh", [
      5001n,
      5000n,
    ]);
    await expectRevert(ticket.write.mintEdition([artist.address, 2n, "ipfs://x", 100n], { value: FEE }), "WrongFee", [FEE * 2n, FEE]);
    await expectRevert(ticket.write.mintEdition([artist.address, 0n, "ipfs://x", 100n], { value: 0n }), "ZeroAmount");
    const { result } = await ticket.simulate.mintEdition([artist.address, 1n, "ipfs://x", 0n], { value: FEE, account: artist });
    expect(result).toBe(3n);
  });
});

describe("TicketNFT metadata and interfaces", () => {
  it("has a name, symbol and the deploy-time fee", async () => {
    const { ticket } = chain().contractsAs();
    expect(await ticket.read.name()).toBe("WBE3 Tickets & Editions");
    expect(await ticket.read.symbol()).toBe("WBE3TIX");
    expect(await ticket.read.mintFee()).toBe(FEE);
    expect(await ticket.read.INITIAL_MINT_FEE()).toBe(FEE);
    expect(await ticket.read.MAX_ROYALTY_BPS()).toBe(5000n);
    expect(await ticket.read.uri([99n])).toBe("");
  });

  it.each([
    ["ERC-165", "0x01ffc9a7", true],
    ["ERC-1155", "0xd9b67a26", true],
    ["ERC-1155 Metadata URI", "0x0e89341c", true],
    ["ERC-2981", "0x2a55205a", true],
    ["ERC-721", "0x80ac58cd", false],
    ["invalid", "0xffffffff", false],
  ] as const)("supportsInterface(%s %s) is %s", async (_name, id, expected) => {
    const { ticket } = chain().contractsAs();
    expect(await ticket.read.supportsInterface([id])).toBe(expected);
  });
});
