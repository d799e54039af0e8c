import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function getVerification(sha256: string, signal?: AbortSignal) {
  return callApi("GET /api/copyright/verify/:sha256", { params: { sha256 } }, { signal });
}

/** Who registered this fingerprint, as the server reads it from the registry; `null` asks nothing. */
export function useVerification(sha256: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ["copyright", "verify", sha256],
      queryFn: ({ signal }) => getVerification(sha256 ?? "", signal),
      enabled: sha256 !== null,
    }),
  );
}
