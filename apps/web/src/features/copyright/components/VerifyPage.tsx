import { useParams } from "react-router";
import { normalizeSha256, SHA256_INVALID } from "@wbe3/domain";
import { Skeleton } from "@/components/ui/Skeleton";
import { useVerification } from "../api/verify";
import { FileCheck } from "./FileCheck";
import { VerifyResult } from "./VerifyResult";

/**
 * `/copyright/verify/:sha256`, open to everyone: whether the fingerprint is registered on the
 * registry (the server reads the contract and its event), by whom, when and in which transaction,
 * how to check that without us, and a box to compare one's own copy.
 */
export function VerifyPage() {
  const raw = useParams().sha256 ?? "";
  const sha256 = normalizeSha256(raw);
  const verification = useVerification(sha256);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Verify a Registration</h1>
        <p className="font-mono text-sm break-all text-muted-foreground">SHA-256 {sha256 ?? raw}</p>
      </div>
      {sha256 === null ? (
        <p role="alert" className="text-sm text-destructive">
          {SHA256_INVALID}
        </p>
      ) : verification.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : verification.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {verification.error.message}
        </p>
      ) : (
        <VerifyResult verification={verification.data} />
      )}
      {sha256 && <FileCheck sha256={sha256} />}
    </div>
  );
}
