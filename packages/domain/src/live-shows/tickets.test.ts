import { describe, expect, it } from "vitest";
import { accessRuleLabel, accessRuleOf } from "../catalogue/content-access.ts";
import { openingKindOf } from "../catalogue/openings-registry.ts";
import { categoryLabel, isMarketplaceFilter, listingKindOf, revenueSourceLabel } from "../catalogue/selling-registry.ts";
import { actionsFor } from "../content/opening.ts";
import { HOLDS_SHOW_TICKET, SHOW_TICKET_HOLDERS_ACCESS } from "./content-access.ts";
import { SHOW_TICKET_OPENING } from "./openings.ts";
import { TICKET_CATEGORY, TICKET_LISTING_KIND, TICKET_REVENUE_SOURCE } from "./selling.ts";
import { mintTicketsSchema, showFileSchema, TICKET_SEAT_CLASS, ticketMetadata, ticketQuantityRange, type TicketShow } from "./tickets.ts";

const SHOW: TicketShow = {
  id: "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  title: "Midnight Set",
  description: "",
  artistName: "Nova Reign",
  eventAt: "2031-07-01T18:00:00.000Z",
  timeZone: "Europe/Paris",
  eventDate: "2031-07-01",
  eventTime: "20:00",
  streamType: "twitch",
  openMic: false,
};

describe("a show's ticket metadata", () => {
  it("names the show, its date and time in its zone, the venue and the seat class", () => {
    const metadata = ticketMetadata(SHOW, 10, "https://wbe3.example/liveshows/x");
    expect(metadata).toEqual({
      name: "Midnight Set: Ticket",
      description: "A ticket to Midnight Set by Nova Reign.",
      image: "",
      external_url: "https://wbe3.example/liveshows/x",
      attributes: [
        { trait_type: "Show", value: "Midnight Set" },
        { trait_type: "Artist", value: "Nova Reign" },
        { trait_type: "Date", value: "2031-07-01 20:00 (Europe/Paris)" },
        { trait_type: "Venue", value: "Online: Twitch live stream" },
        { trait_type: "Seat class", value: TICKET_SEAT_CLASS },
        { trait_type: "Tickets", value: 10 },
      ],
      properties: {
        show: SHOW.id,
        artist: "Nova Reign",
        startsAt: SHOW.eventAt,
        timeZone: "Europe/Paris",
        venue: "Online: Twitch live stream",
        seatClass: "General admission",
        quantity: 10,
      },
    });
  });

  it("carries the show's own description and image, and marks an Open Mic Night", () => {
    const metadata = ticketMetadata({ ...SHOW, description: "Doors at eight.", imageCid: "bafyposter", openMic: true }, 1, "/x");
    expect([metadata.description, metadata.image]).toEqual(["Doors at eight.", "ipfs://bafyposter"]);
    expect(metadata.attributes).toContainEqual({ trait_type: "Event", value: "Open Mic Night" });
  });

  it("differs between two shows, so their tickets never share a URI", () => {
    expect(JSON.stringify(ticketMetadata(SHOW, 1, "/x"))).not.toBe(JSON.stringify(ticketMetadata({ ...SHOW, id: "other" }, 1, "/x")));
  });
});

describe("what a ticket mint and a show's file take", () => {
  it("takes a whole number of tickets from 1 to the largest capacity", () => {
    expect(mintTicketsSchema.parse({ quantity: 10 })).toEqual({ quantity: 10 });
    for (const quantity of [0, -1, 1.5, 100_001, "10", null]) {
      const result = mintTicketsSchema.safeParse({ quantity });
      expect(result.success ? null : result.error.issues[0]?.message).toBe(ticketQuantityRange(100_000));
    }
  });

  it("takes a content id", () => {
    expect(showFileSchema.safeParse({ cid: "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy" }).success).toBe(true);
    expect(showFileSchema.safeParse({ cid: "../../etc/passwd" }).success).toBe(false);
  });
});

describe("what live shows register with the seams", () => {
  it("sells tickets from the artist's stock under their own category and revenue source", () => {
    expect(listingKindOf(TICKET_LISTING_KIND)).toMatchObject({ deliveries: ["transfer1155"], revenueSource: "ticket" });
    expect([categoryLabel(TICKET_CATEGORY), isMarketplaceFilter(TICKET_CATEGORY)]).toEqual(["Tickets", true]);
    expect(revenueSourceLabel(TICKET_REVENUE_SOURCE)).toBe("Tickets");
  });

  it("gates files for a show's ticket holders, and a ticket opens the stream and the door", () => {
    expect(accessRuleOf(SHOW_TICKET_HOLDERS_ACCESS)).toMatchObject({ area: "live-shows", opensWith: [HOLDS_SHOW_TICKET] });
    expect(accessRuleLabel(SHOW_TICKET_HOLDERS_ACCESS)).toBe("Ticket holders");
    const kind = openingKindOf(SHOW_TICKET_OPENING);
    if (!kind) throw new Error("no ticket opening");
    expect(kind.actions).toEqual(["watch", "check_in"]);
    // No stored file: the door; the stream is a signed link, not a file the vault plays.
    expect(actionsFor(kind, null)).toEqual(["check_in"]);
  });
});
