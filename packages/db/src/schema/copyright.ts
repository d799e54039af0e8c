import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ANCHOR_STATUSES, FILING_STATUSES, REGISTRATION_FORMS, REGISTRATION_TYPES, WORK_TYPES } from "@wbe3/domain";
import { users } from "./auth.ts";
import { createdAt, oneOf, updatedAt } from "./columns.ts";

/**
 * A work registered in the Copyright Protection Center (issue 26): the answers of either form, the
 * file's fingerprint and where its bytes are kept (private to the registrant), the on-chain anchor
 * (commit, then reveal, each recorded once its receipt is verified) and the filing with the
 * copyright office as the artist reports it.
 */
export const copyrightRegistrations = pgTable(
  "copyright_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    form: text("form", { enum: REGISTRATION_FORMS }).notNull(),
    title: text("title").notNull(),
    author: text("author").notNull(),
    pseudonym: text("pseudonym"),
    yearCreated: integer("year_created"),
    workType: text("work_type", { enum: WORK_TYPES }).notNull(),
    description: text("description").notNull().default(""),
    claimant: text("claimant").notNull(),
    registrationType: text("registration_type", { enum: REGISTRATION_TYPES }).notNull(),
    madeForHire: boolean("made_for_hire").notNull(),
    publishDetails: boolean("publish_details").notNull(),
    /** 0x and 64 lower-case hex digits: the SHA-256 of the file, computed by the server. */
    sha256: text("sha256").notNull(),
    fileCid: text("file_cid").notNull(),
    fileName: text("file_name").notNull(),
    fileBytes: bigint("file_bytes", { mode: "number" }).notNull(),
    fileMime: text("file_mime").notNull(),
    /** The registrant's wallet, lower-case: the commitment names it and only it may reveal. */
    registrant: text("registrant").notNull(),
    /** The commitment's secret (bytes32 hex): never answered, sent only in the reveal call. */
    salt: text("salt").notNull(),
    /** The public metadata document the reveal records (null when the work is not anchored on chain). */
    metadataCid: text("metadata_cid"),
    /** Null for a registration filed with the office only. */
    anchorStatus: text("anchor_status", { enum: ANCHOR_STATUSES }),
    commitTx: text("commit_tx").unique(),
    commitBlock: bigint("commit_block", { mode: "bigint" }),
    revealTx: text("reveal_tx").unique(),
    revealBlock: bigint("reveal_block", { mode: "bigint" }),
    /** The reveal's block time. */
    anchoredAt: timestamp("anchored_at", { withTimezone: true, mode: "date" }),
    /** Why the anchor failed (the reveal window passed, another registrant anchored the fingerprint). */
    failure: text("failure"),
    /** Null for a registration anchored on chain only. */
    filingStatus: text("filing_status", { enum: FILING_STATUSES }),
    serviceRequestNumber: text("service_request_number"),
    certificateNumber: text("certificate_number"),
    refusalReason: text("refusal_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live registration per fingerprint: a failed anchor frees the bytes.
    uniqueIndex("copyright_registrations_sha256_live")
      .on(t.sha256)
      .where(sql`${t.anchorStatus} is distinct from 'failed'`),
    index("copyright_registrations_user").on(t.userId, t.createdAt),
    index("copyright_registrations_file").on(t.fileCid),
    check("copyright_registrations_form_known", oneOf(t.form, REGISTRATION_FORMS)),
    check("copyright_registrations_work_type_known", oneOf(t.workType, WORK_TYPES)),
    check("copyright_registrations_type_known", oneOf(t.registrationType, REGISTRATION_TYPES)),
    check("copyright_registrations_anchor_status_known", sql`${t.anchorStatus} is null or ${oneOf(t.anchorStatus, ANCHOR_STATUSES)}`),
    check("copyright_registrations_filing_status_known", sql`${t.filingStatus} is null or ${oneOf(t.filingStatus, FILING_STATUSES)}`),
    check("copyright_registrations_anchor_tracked", sql`(${t.anchorStatus} is null) = (${t.registrationType} = 'us-copyright')`),
    check("copyright_registrations_filing_tracked", sql`(${t.filingStatus} is null) = (${t.registrationType} = 'smart-contract')`),
    check("copyright_registrations_sha256_form", sql`${t.sha256} ~ '^0x[0-9a-f]{64}$'`),
    check("copyright_registrations_registrant_lowercase", sql`${t.registrant} = lower(${t.registrant})`),
  ],
);

/** Every step of a registration, appended as it happens: who moved it (null: the platform, from the chain) and when. */
export const copyrightRegistrationEvents = pgTable(
  "copyright_registration_events",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => copyrightRegistrations.id, { onDelete: "cascade" }),
    track: text("track", { enum: ["anchor", "filing"] }).notNull(),
    status: text("status").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    detail: text("detail"),
  },
  (t) => [
    check("copyright_registration_events_track_known", oneOf(t.track, ["anchor", "filing"])),
    index("copyright_registration_events_registration").on(t.registrationId, t.id),
  ],
);
