import { concat, hexToBigInt, keccak256, type Address, type Hex } from "viem";
import { allowlistLeaf } from "../../src/checkout-quote.ts";
import { defined } from "./defined.ts";

const hashPair = (a: Hex, b: Hex): Hex => keccak256(hexToBigInt(a) < hexToBigInt(b) ? concat([a, b]) : concat([b, a]));

/**
 * An allowlist tree laid out as @openzeppelin/merkle-tree's StandardMerkleTree lays it out (leaves
 * sorted, stored from the end of one array, parents at (i - 1) / 2, pairs hashed in sorted order),
 * so the root equals `StandardMerkleTree.of(wallets.map((w) => [w]), ["address"]).root`.
 */
export function allowlistTree(wallets: readonly Address[]): { root: Hex; proofFor: (wallet: Address) => Hex[] } {
  if (wallets.length === 0) throw new RangeError("an allowlist needs at least one wallet");
  const leaves = wallets.map(allowlistLeaf).sort((a, b) => (hexToBigInt(a) < hexToBigInt(b) ? -1 : 1));
  const tree: Hex[] = Array<Hex>(2 * leaves.length - 1);
  leaves.forEach((leaf, index) => (tree[tree.length - 1 - index] = leaf));
  for (let index = tree.length - 1 - leaves.length; index >= 0; index--) {
    tree[index] = hashPair(defined(tree[2 * index + 1]), defined(tree[2 * index + 2]));
  }
  return {
    root: defined(tree[0]),
    proofFor(wallet) {
      let index = tree.indexOf(allowlistLeaf(wallet));
      if (index < 0) throw new RangeError(`${wallet} is not on the allowlist`);
      const proof: Hex[] = [];
      while (index > 0) {
        proof.push(defined(tree[index % 2 === 1 ? index + 1 : index - 1]));
        index = Math.floor((index - 1) / 2);
      }
      return proof;
    },
  };
}
