import { DEMO_LISTINGS } from "@wbe3/db";

export interface DemoListing {
  id: string;
  title: string;
  sellerName: string;
  price: bigint;
}

/** Two demo listings sold as editions (a new token minted per sale), by two different artists. */
export function demoEditions(): { ring: DemoListing; amberWaves: DemoListing } {
  const [, , ring, amberWaves] = DEMO_LISTINGS as unknown as DemoListing[];
  if (!ring || !amberWaves) throw new Error("the demo listings changed");
  return { ring, amberWaves };
}
