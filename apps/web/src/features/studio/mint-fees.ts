import type { PublicConfig, UploadFields } from "@wbe3/domain";

/** Wei per minted token as the contracts charge it now; null when a contract did not answer. */
export interface MintFees {
  track: bigint | null;
  ticket: bigint | null;
}

export function mintFeesOf(config: PublicConfig): MintFees {
  const { trackMintWei, ticketMintWei } = config.fees;
  return { track: trackMintWei === null ? null : BigInt(trackMintWei), ticket: ticketMintWei === null ? null : BigInt(ticketMintWei) };
}

type MintChoice = Pick<UploadFields, "mintAsNFT" | "nftType" | "editions">;

/** The fee per token for this choice: ERC721 on TrackNFT, ERC1155 editions on TicketNFT (as publish-item mints them). */
export function unitMintFee(choice: Pick<MintChoice, "nftType">, fees: MintFees): bigint | null {
  return choice.nftType === "ERC1155" ? fees.ticket : fees.track;
}

/** What minting this item costs in wei: 0 when it is not minted, null when the fee is unknown. */
export function itemMintFee(choice: MintChoice, fees: MintFees): bigint | null {
  if (!choice.mintAsNFT) return 0n;
  const unit = unitMintFee(choice, fees);
  if (unit === null) return null;
  return choice.nftType === "ERC1155" ? unit * BigInt(choice.editions) : unit;
}

/** The cart's total and how many of its items are minted; total null if any fee is unknown. */
export function cartMintFee(items: readonly { fields: MintChoice }[], fees: MintFees): { total: bigint | null; minted: number } {
  let total: bigint | null = 0n;
  let minted = 0;
  for (const { fields } of items) {
    if (!fields.mintAsNFT) continue;
    minted += 1;
    const fee = itemMintFee(fields, fees);
    total = total === null || fee === null ? null : total + fee;
  }
  return { total, minted };
}
