import { encodeAbiParameters, keccak256, parseAbiParameters, type Address, type Hex } from "viem";

const COMMITMENT_PARAMETERS = parseAbiParameters("bytes32 contentHash, address registrant, bytes32 salt");

/**
 * What `registrant` sends to `CopyrightRegistry.commit` before revealing `contentHash` (the work's
 * SHA-256) with `salt`: the contract's `commitmentOf`, computed off chain. The salt must stay secret
 * until the reveal, or anyone could check a guessed hash against the commitment.
 */
export function copyrightCommitment(contentHash: Hex, registrant: Address, salt: Hex): Hex {
  return keccak256(encodeAbiParameters(COMMITMENT_PARAMETERS, [contentHash, registrant, salt]));
}
