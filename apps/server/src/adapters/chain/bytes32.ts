import type { Hex } from "viem";

/** Our uuids as the contracts' bytes32 ids (order ids, listing ids): the 16 bytes, left-padded. */
export function uuidToBytes32(uuid: string): Hex {
  return `0x${uuid.replace(/-/g, "").toLowerCase().padStart(64, "0")}`;
}
