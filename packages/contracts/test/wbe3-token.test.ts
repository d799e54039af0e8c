import { describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { DEMO_BALANCE } from "../src/deploy.ts";
import { devAccounts } from "../src/dev-accounts.ts";
import { useDeployedChain } from "./helpers/chain-fixture.ts";
import { expectRevert } from "./helpers/expect-revert.ts";
import { signPermit } from "./helpers/sign-permit.ts";

const chain = useDeployedChain();

describe("WBE3Token", () => {
  it("is WBE3 / WBE3 with 18 decimals", async () => {
    const { token } = chain().contractsAs();
    expect(await token.read.name()).toBe("WBE3");
    expect(await token.read.symbol()).toBe("WBE3");
    expect(await token.read.decimals()).toBe(18);
  });

  it("starts local chains with 1000 WBE3 on each of the first 10 dev accounts and nothing else", async () => {
    const { token } = chain().contractsAs();
    expect(DEMO_BALANCE).toBe(parseEther("1000"));
    const accounts = devAccounts(11);
    const balances = await Promise.all(accounts.map((account) => token.read.balanceOf([account.address])));
    expect(balances).toEqual([...Array<bigint>(10).fill(DEMO_BALANCE), 0n]);
    expect(await token.read.totalSupply()).toBe(DEMO_BALANCE * 10n);
  });

  it("lets only the owner mint", async () => {
    const { accounts, contractsAs, mined } = chain();
    const { alice: fan } = accounts;
    await mined(contractsAs().token.write.mint([fan.address, 5n]));
    expect(await contractsAs().token.read.balanceOf([fan.address])).toBe(DEMO_BALANCE + 5n);
    await expectRevert(contractsAs(fan).token.write.mint([fan.address, 5n]), "OwnableUnauthorizedAccount", [fan.address]);
  });

  it("grants an allowance from an EIP-2612 permit signature", async () => {
    const { accounts, contractsAs, mined, chain: viemChain, deployment } = chain();
    const { alice: holder, bob: spender } = accounts;
    const { token } = contractsAs(spender);
    const deadline = 2n ** 63n;
    const { v, r, s } = await signPermit(holder, {
      token: deployment.WBE3Token,
      chainId: viemChain.id,
      spender: spender.address,
      value: 42n,
      nonce: 0n,
      deadline,
    });

    await mined(token.write.permit([holder.address, spender.address, 42n, deadline, v, r, s]));
    expect(await token.read.allowance([holder.address, spender.address])).toBe(42n);
    expect(await token.read.nonces([holder.address])).toBe(1n);
  });
});
