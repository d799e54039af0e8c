// Copyright's facts for the content seam (decision 0026): a registered work's file opens to its
// registrant (who stored it) and to admins while its filing is being reviewed; never to anyone else.
import { REVIEWS_COPYRIGHT_FILING } from "@wbe3/domain";
import type { AccessFactProvider } from "../content/service.ts";
import { isAdmin, REVIEWED_FILINGS } from "./lookup.ts";
import { hasFileInFiling } from "./repo.ts";

export const COPYRIGHT_ACCESS_FACTS: AccessFactProvider = {
  area: "copyright",
  facts: [REVIEWS_COPYRIGHT_FILING],
  async supply(deps, { reader, file, asked }) {
    if (!asked.has(REVIEWS_COPYRIGHT_FILING) || !isAdmin(reader)) return { holds: [] };
    return { holds: (await hasFileInFiling(deps.db, file.cid, REVIEWED_FILINGS)) ? [REVIEWS_COPYRIGHT_FILING] : [] };
  },
};
