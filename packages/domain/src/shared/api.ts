export interface HealthResponse {
  status: "ok";
  db: "pglite" | "postgres";
  chainId: number | null;
  /** Contract name → deployed address. */
  contracts: Record<string, string>;
}
