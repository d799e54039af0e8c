import type { LiveShow } from "@wbe3/domain";

let next = 0;

/** A show as `GET /api/shows` answers it: an upcoming, free YouTube show unless told otherwise. */
export function sampleShow(overrides: Partial<LiveShow> = {}): LiveShow {
  next += 1;
  const id = `6f1d7c5e-2b8a-4c1e-9a57-${String(next).padStart(12, "0")}`;
  return {
    id,
    title: `Show ${next}`,
    description: "",
    artistName: "Nova Reign",
    artistUsername: "novareign",
    status: "upcoming",
    displayStatus: "upcoming",
    eventAt: "2027-03-06T19:00:00.000Z",
    timeZone: "Europe/Paris",
    eventDate: "2027-03-06",
    eventTime: "20:00",
    ticketPrice: "0",
    ticketed: false,
    capacity: null,
    ticketsLeft: null,
    openMic: false,
    stream: { type: "youtube", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", hlsUrl: null },
    ingest: null,
    tickets: null,
    mine: false,
    createdAt: "2027-01-01T00:00:00.000Z",
    updatedAt: "2027-01-01T00:00:00.000Z",
    ...overrides,
  };
}
