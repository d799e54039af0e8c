import { describe, expect, it } from "vitest";
import {
  CAPACITY_REQUIRED,
  HLS_URL_INVALID,
  LIVE_SHOW_REQUIRED_FIELDS,
  RTMP_DETAILS_NOT_FOR_LINK,
  RTMP_INGEST_URL_INVALID,
  STREAM_LINK_NOT_FOR_RTMP,
  STREAM_TYPE_UNKNOWN,
  TICKET_PRICE_INVALID,
  TIME_ZONE_INVALID,
  TWITCH_LINK_INVALID,
  YOUTUBE_LINK_INVALID,
  capacityRange,
  eventTimeSkipped,
} from "./messages.ts";
import { applyShowPatch, createShowSchema, patchShowSchema, type CreateShowInput } from "./show-form.ts";

const VALID: CreateShowInput = {
  title: "Midnight Set",
  artistName: "Nova",
  eventDate: "2027-07-01",
  eventTime: "20:00",
  timeZone: "Europe/Paris",
};

function firstMessage(input: unknown): string | undefined {
  const result = createShowSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("createShowSchema", () => {
  it("fills the defaults: a free, unticketed YouTube show without a link", () => {
    expect(createShowSchema.parse(VALID)).toEqual({
      ...VALID,
      description: "",
      streamType: "youtube",
      streamUrl: null,
      rtmpIngestUrl: null,
      rtmpStreamKey: null,
      hlsUrl: null,
      ticketPrice: "0",
      ticketed: false,
      capacity: null,
      openMic: false,
    });
  });

  it.each(["title", "artistName", "eventDate", "eventTime"] as const)("requires %s with SPEC 8's words", (field) => {
    expect(firstMessage({ ...VALID, [field]: undefined })).toBe(LIVE_SHOW_REQUIRED_FIELDS);
    expect(firstMessage({ ...VALID, [field]: "   " })).toBe(LIVE_SHOW_REQUIRED_FIELDS);
  });

  it("requires a known time zone", () => {
    expect(firstMessage({ ...VALID, timeZone: undefined })).toBe(TIME_ZONE_INVALID);
    expect(firstMessage({ ...VALID, timeZone: "Mars/Olympus" })).toBe(TIME_ZONE_INVALID);
  });

  it("refuses a time the zone skips", () => {
    expect(firstMessage({ ...VALID, eventDate: "2027-03-28", eventTime: "02:30" })).toBe(eventTimeSkipped("Europe/Paris"));
  });

  it("takes a YouTube or Twitch link of the chosen platform only", () => {
    expect(createShowSchema.parse({ ...VALID, streamUrl: "https://youtu.be/dQw4w9WgXcQ" }).streamUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(createShowSchema.parse({ ...VALID, streamType: "twitch", streamUrl: "twitch.tv/nova" }).streamUrl).toBe("twitch.tv/nova");
    expect(firstMessage({ ...VALID, streamUrl: "https://www.twitch.tv/nova" })).toBe(YOUTUBE_LINK_INVALID);
    expect(firstMessage({ ...VALID, streamUrl: "https://youtu.be/short" })).toBe(YOUTUBE_LINK_INVALID);
    expect(firstMessage({ ...VALID, streamType: "twitch", streamUrl: "https://youtu.be/dQw4w9WgXcQ" })).toBe(TWITCH_LINK_INVALID);
    expect(firstMessage({ ...VALID, streamType: "vimeo" })).toBe(STREAM_TYPE_UNKNOWN);
    expect(createShowSchema.parse({ ...VALID, streamUrl: "  " }).streamUrl).toBeNull();
  });

  it("takes RTMP ingest details, and an HLS URL, for RTMP shows only", () => {
    const rtmp = {
      ...VALID,
      streamType: "rtmp",
      rtmpIngestUrl: "rtmps://live.example.com/app",
      rtmpStreamKey: "sk_live_123",
      hlsUrl: "https://cdn.example.com/nova/index.m3u8",
    } as const;
    expect(createShowSchema.parse(rtmp)).toMatchObject({ rtmpIngestUrl: rtmp.rtmpIngestUrl, hlsUrl: rtmp.hlsUrl });
    expect(firstMessage({ ...rtmp, rtmpIngestUrl: "https://live.example.com/app" })).toBe(RTMP_INGEST_URL_INVALID);
    expect(firstMessage({ ...rtmp, hlsUrl: "http://cdn.example.com/a.m3u8" })).toBe(HLS_URL_INVALID);
    expect(firstMessage({ ...rtmp, streamUrl: "https://youtu.be/dQw4w9WgXcQ" })).toBe(STREAM_LINK_NOT_FOR_RTMP);
    expect(firstMessage({ ...VALID, rtmpStreamKey: "sk_live_123" })).toBe(RTMP_DETAILS_NOT_FOR_LINK);
  });

  it("takes a WBE3 price of 0 or more with up to 18 decimals", () => {
    expect(createShowSchema.parse({ ...VALID, ticketPrice: "12.5" }).ticketPrice).toBe("12.5");
    expect(createShowSchema.parse({ ...VALID, ticketPrice: `0.${"1".repeat(18)}` }).ticketPrice).toBe(`0.${"1".repeat(18)}`);
    for (const price of ["-1", `0.${"1".repeat(19)}`, "1e3", "abc", "", "01", "1.", 5]) {
      expect(firstMessage({ ...VALID, ticketPrice: price })).toBe(TICKET_PRICE_INVALID);
    }
  });

  it("needs a positive whole capacity for a ticketed show", () => {
    expect(createShowSchema.parse({ ...VALID, ticketed: true, capacity: "150" }).capacity).toBe(150);
    expect(firstMessage({ ...VALID, ticketed: true })).toBe(CAPACITY_REQUIRED);
    for (const capacity of [0, -1, 2.5, "", "ten", true, 100_001]) {
      expect(firstMessage({ ...VALID, ticketed: true, capacity })).toBe(capacityRange(100_000));
    }
  });
});

describe("patchShowSchema and applyShowPatch", () => {
  const stored = createShowSchema.parse({ ...VALID, streamType: "rtmp", rtmpIngestUrl: "rtmp://in.example.com/live", rtmpStreamKey: "k" });

  it("changes only what is sent", () => {
    const patch = patchShowSchema.parse({ title: "New title", capacity: null });
    expect(applyShowPatch(stored, patch)).toEqual({ ...stored, title: "New title", capacity: null });
  });

  it("drops the old platform's details when the platform changes", () => {
    const patch = patchShowSchema.parse({ streamType: "youtube", streamUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(applyShowPatch(stored, patch)).toMatchObject({
      streamType: "youtube",
      streamUrl: "https://youtu.be/dQw4w9WgXcQ",
      rtmpIngestUrl: null,
      rtmpStreamKey: null,
    });
  });

  it("refuses an unknown status", () => {
    expect(patchShowSchema.safeParse({ status: "postponed" }).success).toBe(false);
    expect(patchShowSchema.parse({ status: "live" })).toEqual({ status: "live" });
  });
});
