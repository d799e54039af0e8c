import {
  CERTIFICATE_LABELS,
  chainDisplayName,
  howToVerifyCertificate,
  NOT_REGISTERED,
  VERIFY_CHECK_YOURSELF,
  VERIFY_REGISTERED,
  WORK_TYPE_LABELS,
  type VerificationAnswer,
} from "@wbe3/domain";
import { when } from "../format";
import { Fact } from "./AnchorDetails";
import { TxHash } from "./TxHash";

/** What the registry says of a fingerprint, and the steps to check it without trusting the platform. */
export function VerifyResult({ verification }: { verification: VerificationAnswer }) {
  const { registered, published } = verification;
  return (
    <section aria-labelledby="verify-result" className="grid gap-4 rounded-xl border border-border p-4">
      <h2 id="verify-result" className="text-xl font-semibold">
        {registered ? VERIFY_REGISTERED : NOT_REGISTERED}
      </h2>
      <dl className="grid gap-1 text-sm">
        {published && (
          <>
            <Fact term={CERTIFICATE_LABELS.title}>{published.title}</Fact>
            <Fact term={CERTIFICATE_LABELS.author}>{published.author}</Fact>
            <Fact term={CERTIFICATE_LABELS.workType}>{WORK_TYPE_LABELS[published.workType]}</Fact>
          </>
        )}
        {verification.registrant && <Fact term={CERTIFICATE_LABELS.registrant}>{verification.registrant}</Fact>}
        {verification.registeredAt && <Fact term={CERTIFICATE_LABELS.blockTime}>{when(verification.registeredAt)}</Fact>}
        {verification.blockNumber && <Fact term={CERTIFICATE_LABELS.blockNumber}>{verification.blockNumber}</Fact>}
        {verification.txHash && (
          <Fact term={CERTIFICATE_LABELS.txHash}>
            <TxHash hash={verification.txHash} />
          </Fact>
        )}
        <Fact term={CERTIFICATE_LABELS.contract}>
          <span className="font-mono text-xs break-all">{verification.contract}</span>
        </Fact>
        <Fact term={CERTIFICATE_LABELS.chain}>
          {chainDisplayName(verification.chainId)} (chain id {verification.chainId})
        </Fact>
      </dl>
      {registered && verification.blockNumber && (
        <div className="grid gap-2">
          <h3 className="font-semibold">{VERIFY_CHECK_YOURSELF}</h3>
          <ol className="list-decimal space-y-1 pl-5 text-sm break-words">
            {howToVerifyCertificate({ ...verification, blockNumber: verification.blockNumber }).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
