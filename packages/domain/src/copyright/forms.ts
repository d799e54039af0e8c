import { z } from "zod";
import { textField } from "../shared/text.ts";
import { APP_WORK_TYPES, DEFAULT_REGISTRATION_TYPE, normalizeSha256, REGISTRATION_TYPES, STUDIO_WORK_TYPES } from "./copyright.ts";
import type { RegistrationForm, RegistrationType, WorkType } from "./copyright.ts";
import {
  COPYRIGHT_REQUIRED_FIELDS,
  copyrightFieldTooLong,
  REGISTRATION_FORM_UNKNOWN,
  REGISTRATION_TYPE_UNKNOWN,
  SHA256_INVALID,
  WORK_TYPE_UNKNOWN_APP,
  WORK_TYPE_UNKNOWN_STUDIO,
  YES_NO_INVALID,
  yearCreatedRange,
} from "./messages.ts";

export const COPYRIGHT_LIMITS = { title: 200, name: 120, description: 2000, cid: 120 } as const;
export const EARLIEST_YEAR = 1800;

const REQUIRED = COPYRIGHT_REQUIRED_FIELDS;
const required = (label: string, max: number) => textField({ label, max, tooLong: copyrightFieldTooLong(label, max), required: REQUIRED });
const optional = (label: string, max: number, multiline = false) =>
  textField({ label, max, tooLong: copyrightFieldTooLong(label, max), multiline }).default("");

/** A yes/no that arrives as a JSON boolean or, from a multipart form, as "true"/"false". */
const yesNo = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: YES_NO_INVALID })
  .transform((value) => value === true || value === "true")
  .default(false);

/** The year as typed (a form sends text); blank is none. Not after this year. */
const yearCreated = z
  .union([z.number(), z.string().trim()], { error: yearCreatedRange(new Date().getUTCFullYear()) })
  .transform((value, ctx) => {
    if (value === "") return null;
    const year = Number(value);
    const max = new Date().getUTCFullYear();
    if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > max) {
      ctx.addIssue({ code: "custom", message: yearCreatedRange(max) });
      return z.NEVER;
    }
    return year;
  })
  .nullable()
  .default(null);

/** The fingerprint the browser computed while uploading: the server's must agree. */
const sha256 = z
  .string({ error: SHA256_INVALID })
  .transform((value, ctx) => {
    const normalized = normalizeSha256(value);
    if (!normalized) ctx.addIssue({ code: "custom", message: SHA256_INVALID });
    return normalized ?? z.NEVER;
  })
  .optional();

const registrationType = z.enum(REGISTRATION_TYPES, { error: REGISTRATION_TYPE_UNKNOWN }).default(DEFAULT_REGISTRATION_TYPE);

/** What both forms add to their fields: where to register, the office's questions, the file. */
const shared = {
  registrationType,
  madeForHire: yesNo,
  /** Show the title and author on the public verify page (otherwise only the fingerprint). */
  publishDetails: yesNo,
  sha256,
  /** A file stored first with `POST /api/files` (kind copyright_work), instead of sending it here. */
  cid: z.string().trim().min(1).max(COPYRIGHT_LIMITS.cid).optional(),
};

/** SPEC 3: the studio's form; title, author and claimant required (SPEC 5). */
export const studioRegistrationSchema = z.object({
  form: z.literal("studio", { error: REGISTRATION_FORM_UNKNOWN }),
  title: required("Title", COPYRIGHT_LIMITS.title),
  author: required("Author", COPYRIGHT_LIMITS.name),
  yearCreated,
  workType: z.enum(STUDIO_WORK_TYPES, { error: WORK_TYPE_UNKNOWN_STUDIO }),
  description: optional("Description", COPYRIGHT_LIMITS.description, true),
  claimantName: required("Claimant name", COPYRIGHT_LIMITS.name),
  ...shared,
});

/** SPEC 3: the app page's form; work title and author name required (SPEC 5). */
export const appRegistrationSchema = z.object({
  form: z.literal("app", { error: REGISTRATION_FORM_UNKNOWN }),
  workTitle: required("Work title", COPYRIGHT_LIMITS.title),
  authorName: required("Author name", COPYRIGHT_LIMITS.name),
  pseudonym: optional("Pseudonym", COPYRIGHT_LIMITS.name),
  workType: z.enum(APP_WORK_TYPES, { error: WORK_TYPE_UNKNOWN_APP }),
  description: optional("Description", COPYRIGHT_LIMITS.description, true),
  ...shared,
});

/** `POST /api/copyright/registrations`: either form, told apart by `form`. */
export const registrationRequestSchema = z.discriminatedUnion("form", [studioRegistrationSchema, appRegistrationSchema], {
  error: REGISTRATION_FORM_UNKNOWN,
});
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

/** One registration, whichever form it came from: what the service stores and the office rule reads. */
export interface RegistrationInput {
  form: RegistrationForm;
  title: string;
  author: string;
  pseudonym: string | null;
  yearCreated: number | null;
  workType: WorkType;
  description: string;
  /** The app form has no claimant: its author claims the work. */
  claimant: string;
  registrationType: RegistrationType;
  madeForHire: boolean;
  publishDetails: boolean;
}

export function registrationInputOf(request: RegistrationRequest): RegistrationInput {
  const common = {
    form: request.form,
    workType: request.workType,
    description: request.description,
    registrationType: request.registrationType,
    madeForHire: request.madeForHire,
    publishDetails: request.publishDetails,
  };
  if (request.form === "studio") {
    const { title, author, yearCreated: year, claimantName } = request;
    return { ...common, title, author, pseudonym: null, yearCreated: year, claimant: claimantName };
  }
  const { workTitle, authorName, pseudonym } = request;
  return { ...common, title: workTitle, author: authorName, pseudonym: pseudonym || null, yearCreated: null, claimant: authorName };
}
