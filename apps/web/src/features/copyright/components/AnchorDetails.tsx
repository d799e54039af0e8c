import type { ReactNode } from "react";
import { ANCHOR_STATUS_LABELS, chainDisplayName, type RegistrationAnswer } from "@wbe3/domain";
import { when } from "../format";
import { Timeline } from "./Timeline";
import { TxHash } from "./TxHash";

type Anchor = NonNullable<RegistrationAnswer["anchor"]>;

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The anchor's timeline (draft → committed → anchored | failed) and its proof: transactions, block, time. */
export function AnchorDetails({ anchor, timeline }: { anchor: Anchor; timeline: RegistrationAnswer["timeline"] }) {
  const end = anchor.status === "failed" ? "failed" : "anchored";
  const steps = (["draft", "committed", end] as const).map((status) => ({ status, label: ANCHOR_STATUS_LABELS[status] }));
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">On chain</h4>
      <Timeline label="On chain" track="anchor" steps={steps} current={anchor.status} failed="failed" entries={timeline} />
      <dl className="grid gap-1 text-sm">
        <Fact term="Chain">{chainDisplayName(anchor.chainId)}</Fact>
        {anchor.commitTx && (
          <Fact term="Commit">
            <TxHash hash={anchor.commitTx} />
          </Fact>
        )}
        {anchor.revealTx && (
          <Fact term="Reveal">
            <TxHash hash={anchor.revealTx} />
          </Fact>
        )}
        {anchor.blockNumber && <Fact term="Block">{anchor.blockNumber}</Fact>}
        {anchor.anchoredAt && <Fact term="Anchored at">{when(anchor.anchoredAt)}</Fact>}
        {anchor.status === "committed" && anchor.revealUntilBlock && <Fact term="Reveal by block">{anchor.revealUntilBlock}</Fact>}
        {anchor.failure && <Fact term="Why it failed">{anchor.failure}</Fact>}
      </dl>
    </div>
  );
}
