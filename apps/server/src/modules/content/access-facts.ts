// The server half of the content seam (decision 0026): each area that gates files registers, from
// its own module, a provider of the facts its rules open with (a reader holds the work's token, a
// reviewer judges a waiting book). The composition file apps/server/src/catalogue/content-access.ts
// registers them; the content module asks them and names no area.
import { factsAskedBy, type AccessRuleDeclaration, type SessionUser } from "@wbe3/domain";
import type { AppDeps } from "../../deps.ts";

/** A token an area sells (the reader's copy is stamped with the order that paid for one). */
export interface GatingToken {
  contract: string;
  tokenId: bigint;
}

/** What a provider answers: the asked facts that hold, and what sold the file (for the reader's copy). */
export interface SuppliedFacts {
  holds: readonly string[];
  sold?: { listingIds: readonly string[]; tokens: readonly GatingToken[] };
}

/** One area's facts about a reader and a stored file. */
export interface AccessFactProvider {
  area: string;
  /** The facts it supplies (unique across providers). */
  facts: readonly string[];
  /** Only `asked` facts need answering; the others may be left out. */
  supply(
    deps: AppDeps,
    request: { reader: SessionUser; file: { cid: string; access: string }; asked: ReadonlySet<string> },
  ): Promise<SuppliedFacts>;
}

const providers = new Map<string, AccessFactProvider>();

/** Registers an area's provider; refused, whole, when one of its facts already has a provider. */
export function registerAccessFacts(provider: AccessFactProvider): void {
  const taken = provider.facts.find((fact, at) => providers.has(fact) || provider.facts.indexOf(fact) !== at);
  if (taken !== undefined) throw new Error(`Access facts of "${provider.area}": fact "${taken}" already has a provider`);
  for (const fact of provider.facts) providers.set(fact, provider);
}

/**
 * The facts `rule` asks that hold for this reader and file, from the providers of those facts (each
 * asked once, together), and what sold the file. A fact nobody provides does not hold.
 */
export async function factsFor(
  deps: AppDeps,
  reader: SessionUser,
  file: { cid: string; access: string },
  rule: AccessRuleDeclaration,
): Promise<{ holds: Set<string>; sold: { listingIds: string[]; tokens: GatingToken[] } }> {
  const asked = new Set(factsAskedBy(rule));
  const askedOf = new Set([...asked].flatMap((fact) => providers.get(fact) ?? []));
  const answers = await Promise.all([...askedOf].map((provider) => provider.supply(deps, { reader, file, asked })));
  return {
    holds: new Set(answers.flatMap((answer) => answer.holds.filter((fact) => asked.has(fact)))),
    sold: {
      listingIds: answers.flatMap((answer) => [...(answer.sold?.listingIds ?? [])]),
      tokens: answers.flatMap((answer) => [...(answer.sold?.tokens ?? [])]),
    },
  };
}
