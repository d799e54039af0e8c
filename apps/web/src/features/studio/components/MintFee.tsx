import {
  formatEth,
  MINT_FEE_GAS_NOTE,
  MINT_FEE_UNAVAILABLE,
  mintFeeForEditions,
  mintFeePerItem,
  mintFeeTotal,
  type UploadFields,
} from "@wbe3/domain";
import { cartMintFee, unitMintFee } from "../mint-fees";
import { useMintFees } from "../hooks/use-mint-fees";

/** Under the upload form's NFT choice: the fee per token, and for editions the fee times their number. */
export function UploadMintFee({ nftType, editions }: { nftType: UploadFields["nftType"]; editions: number | null }) {
  const fees = useMintFees();
  if (!fees) return null;
  const unit = unitMintFee({ nftType }, fees);
  if (unit === null) return <p className="text-sm text-muted-foreground">{MINT_FEE_UNAVAILABLE}</p>;
  const showEditions = nftType === "ERC1155" && editions !== null && editions > 1;
  return (
    <p className="text-sm">
      <span className="font-medium">{mintFeePerItem(formatEth(unit))}</span>
      {showEditions && <> · {mintFeeForEditions(formatEth(unit * BigInt(editions)), editions)}</>}
      <span className="block text-xs text-muted-foreground">{MINT_FEE_GAS_NOTE}</span>
    </p>
  );
}

/** Below the mint cart: what minting everything in it costs, before any wallet is asked. */
export function CartMintFeeTotal({ items }: { items: readonly { fields: Pick<UploadFields, "mintAsNFT" | "nftType" | "editions"> }[] }) {
  const fees = useMintFees();
  if (!fees) return null;
  const { total, minted } = cartMintFee(items, fees);
  if (minted === 0) return null;
  return (
    <p role="status" className="text-sm">
      {total === null ? (
        MINT_FEE_UNAVAILABLE
      ) : (
        <>
          <span className="font-medium">{mintFeeTotal(formatEth(total), minted)}</span>
          <span className="block text-xs text-muted-foreground">{MINT_FEE_GAS_NOTE}</span>
        </>
      )}
    </p>
  );
}
