// Minting a registered work (issue 26, the Mint NFT tab): the studio's mint path asks every area
// for its properties of the file minted (uploads/mint-properties.ts). A file whose bytes the minter
// registered, anchored on chain, carries its registration in `properties.copyright`.
import { verifyPagePath, type CopyrightNftProperty } from "@wbe3/domain";
import type { MintPropertyProvider } from "../uploads/service.ts";
import { findAnchoredByCidOf } from "./repo.ts";

export const copyrightMintProperties: MintPropertyProvider = async ({ db, chain }, { fileCid, userId, origin }) => {
  const registration = await findAnchoredByCidOf(db, fileCid, userId);
  if (!registration?.revealTx || registration.revealBlock === null) return {};
  const copyright: CopyrightNftProperty = {
    registrationId: registration.id,
    sha256: registration.sha256,
    chainId: chain.chainId,
    contract: chain.contracts.CopyrightRegistry,
    txHash: registration.revealTx,
    blockNumber: registration.revealBlock.toString(),
    verifyUrl: `${origin}${verifyPagePath(registration.sha256)}`,
  };
  return { copyright };
};
