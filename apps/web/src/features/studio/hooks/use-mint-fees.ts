import { useQuery } from "@tanstack/react-query";
import { publicConfigQueryOptions } from "@/lib/config/get-public-config";
import { mintFeesOf, type MintFees } from "../mint-fees";

/**
 * The contracts' mint fees from /api/config. Unlike the rest of the config they can change (the
 * owner's setMintFee), so a form showing them refetches the config once it is 30 s old (SPEC 9's
 * refresh interval): the price seen before signing is the one the wallet will be asked for.
 */
export function useMintFees(): MintFees | undefined {
  const config = useQuery({ ...publicConfigQueryOptions(), staleTime: 30_000 }).data;
  return config ? mintFeesOf(config) : undefined;
}
