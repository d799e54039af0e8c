import { describe, expect, it } from "vitest";
import { artistClock, showPrice, showWhen, statusNews } from "./format";

const SHOW = { eventAt: "2027-03-06T19:00:00.000Z", eventDate: "2027-03-06", eventTime: "20:00", timeZone: "Europe/Paris" };

describe("live show formats", () => {
  it("gives the start on the viewer's clock, and the artist's own when that differs", () => {
    expect(showWhen(SHOW, "America/New_York")).toBe("Sat, Mar 6, 2027, 2:00 PM EST");
    expect(showWhen(SHOW, "Asia/Tokyo")).toBe("Sun, Mar 7, 2027, 4:00 AM GMT+9");
    expect(showWhen({ eventAt: "soon" })).toBe("Date to be announced");
    expect(artistClock(SHOW, "America/New_York")).toBe("2027-03-06 20:00 in Europe/Paris (the artist's time)");
    expect(artistClock(SHOW, "Europe/Paris")).toBeNull();
  });

  it("prices a ticketed show in WBE3 and calls the rest free", () => {
    expect(showPrice({ ticketed: true, ticketPrice: "12.5" })).toBe("12.5 WBE3");
    expect(showPrice({ ticketed: true, ticketPrice: "0.00" })).toBe("Free");
    expect(showPrice({ ticketed: false, ticketPrice: "3" })).toBe("Free");
  });

  it("says what a status change means", () => {
    expect(statusNews("Nova Live", "live")).toBe("Nova Live is live now.");
    expect(statusNews("Nova Live", "cancelled")).toBe("Nova Live was cancelled.");
  });
});
