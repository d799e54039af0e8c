import { getAddress } from "viem";
import type { Database } from "@wbe3/db";
import {
  AppError,
  NOT_DOOR_STAFF,
  NOT_SHOW_DOOR_OWNER,
  normalizeEmail,
  type DoorStaff,
  type DoorStaffAnswer,
  type SessionUser,
} from "@wbe3/domain";
import { findDoorStaff, isNamedDoorStaff, replaceDoorStaff } from "./door-repo.ts";
import { lockShow } from "./repo.ts";
import { requireShow, showNotFound } from "./require-show.ts";

function requireOwner(ownerId: string, user: SessionUser): void {
  if (ownerId !== user.id) throw new AppError("forbidden", NOT_SHOW_DOOR_OWNER, { reason: "not_show_owner" });
}

async function staffAnswer(db: Database, showId: string): Promise<DoorStaffAnswer> {
  const rows = await findDoorStaff(db, showId);
  return {
    wallets: rows.filter((row) => row.kind === "wallet").map((row) => getAddress(row.value)),
    emails: rows.filter((row) => row.kind === "email").map((row) => row.value),
  };
}

/** GET /api/shows/:id/verifiers: the show's owner only. */
export async function doorStaffOf(db: Database, user: SessionUser, showId: string): Promise<DoorStaffAnswer> {
  requireOwner((await requireShow(db, showId)).ownerId, user);
  return staffAnswer(db, showId);
}

/** PUT /api/shows/:id/verifiers: the owner replaces the whole list. */
export async function setDoorStaff(db: Database, user: SessionUser, showId: string, staff: DoorStaff): Promise<DoorStaffAnswer> {
  await db.transaction(async (tx) => {
    const show = await lockShow(tx, showId);
    if (!show) throw showNotFound();
    requireOwner(show.ownerId, user);
    await replaceDoorStaff(tx, showId, staff);
  });
  return staffAnswer(db, showId);
}

/**
 * The door-staff role of one show: its owner, and the accounts whose wallet or verified e-mail
 * the owner named. Anyone else is refused with its reason.
 */
export async function requireDoorStaff(db: Database, user: SessionUser, show: { id: string; ownerId: string }): Promise<void> {
  if (show.ownerId === user.id) return;
  const wallet = user.walletAddress ? user.walletAddress.toLowerCase() : null;
  const email = user.email && user.emailVerified ? normalizeEmail(user.email) : null;
  if (await isNamedDoorStaff(db, show.id, wallet, email)) return;
  throw new AppError("forbidden", NOT_DOOR_STAFF, { reason: "not_door_staff" });
}
