// Uploads' facts for the content seam (decision 0026): whoever holds, now, a token a work behind
// the file sells (its mints, its listing's edition) opens a work kept for its holders.
import { HOLDS_WORK_TOKEN } from "@wbe3/domain";
import { holdsAnyToken } from "../chain-index/service.ts";
import type { AccessFactProvider } from "../content/service.ts";
import { tokensOfWorkFile } from "./service.ts";

export const UPLOADS_ACCESS_FACTS: AccessFactProvider = {
  area: "uploads",
  facts: [HOLDS_WORK_TOKEN],
  async supply(deps, { reader, file }) {
    const tokens = await tokensOfWorkFile(deps.db, file.cid);
    const wallet = reader.walletAddress;
    const holds = wallet !== null && (await holdsAnyToken(deps.db, deps.chain, wallet, tokens, deps.logger));
    return { holds: holds ? [HOLDS_WORK_TOKEN] : [], sold: { listingIds: [], tokens } };
  },
};
