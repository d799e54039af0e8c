import { AppError, REQUEST_ERROR } from "@wbe3/domain";

/**
 * Refuses parsed JSON that nests deeper than maxDepth (a recursive stringify or validator on it
 * would overflow the stack) or holds a NUL character in a string or key (PostgreSQL text cannot
 * store one). Walks with an explicit stack, so the check itself never recurses.
 */
export function checkJsonValue(value: unknown, maxDepth: number): void {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, depth } = next;
    if (typeof item === "string") {
      if (item.includes("\0")) throw new AppError("bad_request", REQUEST_ERROR.nulCharacter, { reason: "invalid_input" });
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    if (depth >= maxDepth) throw new AppError("bad_request", REQUEST_ERROR.jsonTooDeep, { reason: "invalid_input" });
    if (Array.isArray(item)) {
      for (const element of item as unknown[]) pending.push({ value: element, depth: depth + 1 });
      continue;
    }
    for (const [key, member] of Object.entries(item)) {
      if (key.includes("\0")) throw new AppError("bad_request", REQUEST_ERROR.nulCharacter, { reason: "invalid_input" });
      pending.push({ value: member, depth: depth + 1 });
    }
  }
}

/**
 * Whether a Content-Type header names JSON (`application/json`, `application/…+json`, any
 * parameters). The same test as Hono's json validator, which reads every other type as no body.
 */
export function isJsonMediaType(contentType: string): boolean {
  return /^application\/([\w.-]+\+)?json$/i.test(contentType.split(";")[0]?.trim() ?? "");
}
