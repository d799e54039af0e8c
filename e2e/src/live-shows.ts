import type { CreateShowInput, LiveShow } from "@wbe3/domain";
import { siweSignIn } from "./api-sign-in.ts";
import { devAccount } from "./wallet-handler.ts";

/**
 * A show created through the API by an artist (signed in from Node with a dev key): the setting-up
 * of a page to look at, not the thing under test (the live-shows spec creates one in the UI).
 */
export async function apiShow(baseUrl: string, accountIndex: number, fields: Partial<CreateShowInput> = {}): Promise<LiveShow> {
  const signedIn = await siweSignIn(baseUrl, devAccount(accountIndex), "artist");
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const body: CreateShowInput = {
    title: "Sample Show",
    artistName: "Sample Artist",
    // No thumbnail to fetch from outside: the e2e network guard allows loopback only.
    streamType: "rtmp",
    rtmpIngestUrl: "rtmps://ingest.example.test/live",
    rtmpStreamKey: "sample-key",
    eventDate: "2031-05-01",
    eventTime: "20:30",
    timeZone: "Europe/Paris",
    ...fields,
  };
  const response = await fetch(`${baseUrl}/api/shows`, {
    method: "POST",
    headers: { cookie, origin: new URL(baseUrl).origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/shows answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as LiveShow;
}
