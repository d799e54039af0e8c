// What other areas add to a track's token metadata `properties` (SPEC 3 lists an optional
// copyright there): each area registers a provider where the app is put together
// (`catalogue/mint-properties.ts`), and the mint path asks them all for the file being minted. The
// uploads module names no area.
import type { Database } from "@wbe3/db";
import type { Chain } from "../../adapters/chain/chain-client.ts";

export interface MintedFile {
  fileCid: string;
  /** The account minting (an area adds only what this account holds on the file). */
  userId: string;
  /** The site's origin, for links in the metadata. */
  origin: string;
}

export type MintPropertyProvider = (
  context: { db: Database; chain: Chain },
  minted: MintedFile,
) => Promise<Readonly<Record<string, unknown>>>;

/** A registry of providers: the app's one below; a test makes its own. */
export function mintPropertyRegistry() {
  const providers = new Map<string, MintPropertyProvider>();
  return {
    register: (area: string, provide: MintPropertyProvider): void => {
      if (providers.has(area)) throw new Error(`Mint properties of ${area} are registered already`);
      providers.set(area, provide);
    },
    /** Every registered area's properties for this file, merged (the track's own properties are set after, and win). */
    propertiesOf: async (context: { db: Database; chain: Chain }, minted: MintedFile): Promise<Record<string, unknown>> => {
      const found = await Promise.all([...providers.values()].map((provide) => provide(context, minted)));
      return Object.assign({}, ...found) as Record<string, unknown>;
    },
  };
}

const registry = mintPropertyRegistry();
export const registerMintProperties = registry.register;
export const areaMintProperties = registry.propertiesOf;
