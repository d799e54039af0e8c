import {
  REVEAL_STILL_WAITING,
  registrationAnchored,
  registrationRecorded,
  registrationStopped,
  type RegistrationAnswer,
} from "@wbe3/domain";

/** Where a registration ended up after the browser drove it, in the words the page shows. */
export function outcomeOf(registration: RegistrationAnswer): string {
  const { anchor, title } = registration;
  if (!anchor) return registrationRecorded(title);
  if (anchor.status === "anchored") return registrationAnchored(title, anchor.blockNumber ?? "");
  if (anchor.status === "committed" && !registration.next) return REVEAL_STILL_WAITING;
  return [registrationStopped(title, anchor.status), anchor.failure].filter(Boolean).join(" ");
}
