import { isIPv4, isIPv6 } from "node:net";

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address (zone id dropped, `::` filled, a trailing IPv4 split). */
function ipv6Groups(address: string): number[] {
  const [bare = ""] = address.split("%");
  const [head = "", tail] = bare.split("::");
  const parse = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The network a client address stands for when counting what one client may do (decision 0021):
 * an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's line usually holds a
 * whole /64, so rotating the lower half must not make a new client). An IPv4-mapped IPv6 address
 * is its IPv4 address. Anything else (no socket in tests: "unknown") is kept as it is.
 */
export function clientNetwork(address: string): string {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":");
  return `${prefix}::/64`;
}
