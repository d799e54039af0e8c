import { parseSignature, type Address, type Hex } from "viem";
import type { LocalAccount } from "viem/accounts";

export interface PermitRequest {
  token: Address;
  chainId: number;
  spender: Address;
  value: bigint;
  nonce: bigint;
  deadline: bigint;
}

/** Signs an EIP-2612 permit for the WBE3 token, returning the split signature the contracts take. */
export async function signPermit(owner: LocalAccount, request: PermitRequest): Promise<{ v: number; r: Hex; s: Hex }> {
  const signature = await owner.signTypedData({
    domain: { name: "WBE3", version: "1", chainId: request.chainId, verifyingContract: request.token },
    types: {
      Permit: [
        { name: "owner", type: "address" },
        { name: "spender", type: "address" },
        { name: "value", type: "uint256" },
        { name: "nonce", type: "uint256" },
        { name: "deadline", type: "uint256" },
      ],
    },
    primaryType: "Permit",
    message: { owner: owner.address, spender: request.spender, value: request.value, nonce: request.nonce, deadline: request.deadline },
  });
  const { v, r, s } = parseSignature(signature);
  return { v: Number(v), r, s };
}
