import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NftMetadata } from "@wbe3/domain";
import { getContentJson } from "@/lib/api-client";
import { ipfsToUrl } from "@/lib/ipfs";

export function getNftMetadata(url: string, signal?: AbortSignal): Promise<NftMetadata> {
  return getContentJson<NftMetadata>(url, { signal });
}

export function nftMetadataQueryOptions(tokenURI: string | null) {
  const url = ipfsToUrl(tokenURI);
  return queryOptions({
    queryKey: ["nft-metadata", url],
    queryFn: ({ signal }) => getNftMetadata(url ?? "", signal),
    enabled: url !== null,
    // Content-addressed: the same URI always holds the same JSON.
    staleTime: Infinity,
  });
}

export function useNftMetadata(tokenURI: string | null) {
  return useQuery(nftMetadataQueryOptions(tokenURI));
}
