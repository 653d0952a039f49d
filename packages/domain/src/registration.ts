// Players register themselves (docs/api.md "Registration"; docs/decisions/065-registration.md): the
// form's settings, the registration's wire shapes, the limits and the texts, shared by the server (which
// checks every rule) and the web (the settings form, the public form, the organiser's queue).
import { z } from "zod";
import { CONTACT_NUMBER_KEY, DETAIL_KEY_MAX, GRADE_CODES, LIMITS, NO_GRADE } from "./constants.ts";
import { formatNumber } from "./display.ts";
import { idList, isValidDate, nullableText, optionalEmail, optionalMoney, requiredInt, requiredText } from "./fields.ts";
import { MSG } from "./messages.ts";

/** The standard fields the form may ask, each "off", "optional" or "required". The name is always required. */
export const REGISTRATION_FIELDS = ["photo", "date_of_birth", "skills", "phone", "email"] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export const FIELD_ASKS = ["off", "optional", "required"] as const;
export type FieldAsk = (typeof FIELD_ASKS)[number];
export type RegistrationFields = Record<RegistrationField, FieldAsk>;
export const QUESTION_KINDS = ["text", "number", "choice", "yes_no"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const REGISTRATION_STATES = ["pending", "approved", "rejected"] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
/** What the organiser is told about a registration that may be someone already known. */
export const REGISTRATION_FLAGS = ["duplicate_phone", "duplicate_email", "duplicate_name_dob"] as const;
export type RegistrationFlag = (typeof REGISTRATION_FLAGS)[number];
/** Why a form takes no registration now (GET's `closed_reason`; null while it is open). */
export const CLOSED_REASONS = ["closed", "past", "full"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** What a new event's form asks until its organiser changes it. */
export const DEFAULT_REGISTRATION_FIELDS: RegistrationFields = {
  photo: "optional",
  date_of_birth: "required",
  skills: "optional",
  phone: "required",
  email: "optional",
};

export const REGISTRATION_LIMITS = {
  questionsMax: 10,
  optionsMax: 20,
  optionMax: 100,
  noteMax: 1000,
  reasonMax: 500,
  phoneMax: 30,
  answerMax: 500,
  /** Registrations waiting for a decision in one event; past it the form refuses (409) until some are decided. */
  pendingPerEventMax: 500,
  /** Registrations one address may send per hour (all events), counted across processes. */
  perAddressPerHour: 10,
  /** Registrations one event may take per hour. */
  perEventPerHour: 300,
  /** Registrations approved at once by approve-many. */
  approveManyMax: 100,
} as const;

export const REG_TEXT = {
  closed: "Registration for this event is closed.",
  past: "Registration for this event has closed: the closing time has passed.",
  full: "Registration for this event is full.",
  tooManyPending: () =>
    `This event already has ${formatNumber(REGISTRATION_LIMITS.pendingPerEventMax)} registrations waiting for the organiser; try again later.`,
  tooManyByAddress: () =>
    `At most ${formatNumber(REGISTRATION_LIMITS.perAddressPerHour)} registrations can be sent from one connection in an hour; try again later.`,
  tooManyForEvent: () =>
    `This event has taken ${formatNumber(REGISTRATION_LIMITS.perEventPerHour)} registrations in the last hour; try again later.`,
  notPending: "This registration has already been decided.",
  honeypot: "Leave this field empty.",
  required: "This field is required.",
  phoneInvalid: "Enter a phone number (digits, spaces, + - and brackets).",
  notANumber: "Enter a number.",
  chooseOne: "Choose one of the options.",
  yesOrNo: "Answer yes or no.",
  answerTooLong: `Ensure this answer has no more than ${REGISTRATION_LIMITS.answerMax} characters.`,
  answersNotObject: "Answers must be a JSON object of question labels and values.",
  noteTooLong: `Ensure the note has no more than ${REGISTRATION_LIMITS.noteMax} characters.`,
  closesAtInvalid: "Enter a date and time.",
  capInvalid: `Enter a whole number from 1 to ${formatNumber(LIMITS.playersPerEventMax)}, or leave it empty.`,
  tooManyQuestions: `At most ${REGISTRATION_LIMITS.questionsMax} questions.`,
  labelRequired: "Enter the question.",
  labelTooLong: `Ensure the question has no more than ${DETAIL_KEY_MAX} characters.`,
  labelRepeated: "Two questions have this label.",
  labelReserved: `"${CONTACT_NUMBER_KEY}" is the phone field; ask it with "Phone".`,
  optionsNeeded: "A choice needs at least two options.",
  tooManyOptions: `At most ${REGISTRATION_LIMITS.optionsMax} options.`,
  optionsRepeated: "Two options are the same.",
  idsRequired: "Choose the registrations to approve.",
  rejectedSubject: "Your registration was not accepted",
  receivedSubject: "Your registration has reached the organiser",
} as const;

/** Flags in the organiser's words. */
export const FLAG_TEXT: Record<RegistrationFlag, string> = {
  duplicate_phone: "Same phone as another player or registration",
  duplicate_email: "Same e-mail as another player or registration",
  duplicate_name_dob: "Same name and date of birth as another player or registration",
};

export const STATE_TEXT: Record<RegistrationState, string> = {
  pending: "Waiting for the organiser",
  approved: "Approved",
  rejected: "Not accepted",
};

// ---------- settings ----------
const ask = z.enum(FIELD_ASKS, { error: MSG.invalidChoice });

export const RegistrationQuestion = z
  .object({
    label: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z
        .string({ error: REG_TEXT.labelRequired })
        .min(1, REG_TEXT.labelRequired)
        .max(DETAIL_KEY_MAX, REG_TEXT.labelTooLong)
        .refine((l) => l.toLowerCase() !== CONTACT_NUMBER_KEY.toLowerCase(), REG_TEXT.labelReserved),
    ),
    kind: z.enum(QUESTION_KINDS, { error: MSG.invalidChoice }),
    options: z
      .array(z.string().trim().min(1, MSG.invalidChoice).max(REGISTRATION_LIMITS.optionMax))
      .max(REGISTRATION_LIMITS.optionsMax, REG_TEXT.tooManyOptions)
      .default([]),
    required: z.boolean({ error: MSG.trueOrFalse }).default(false),
  })
  .superRefine((q, ctx) => {
    if (q.kind === "choice") {
      if (q.options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: REG_TEXT.optionsNeeded });
      if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length)
        ctx.addIssue({ code: "custom", path: ["options"], message: REG_TEXT.optionsRepeated });
    }
  })
  .transform((q) => ({ ...q, options: q.kind === "choice" ? q.options : [] }));
export type RegistrationQuestion = z.output<typeof RegistrationQuestion>;

const closesAt = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.iso.datetime({ offset: true, error: REG_TEXT.closesAtInvalid }).nullable(),
);

/** PATCH .../registration/: every key optional; what is sent replaces what was stored. */
export const RegistrationSettingsBody = z
  .object({
    open: z.boolean({ error: MSG.trueOrFalse }),
    closes_at: closesAt,
    note: z.string({ error: REG_TEXT.noteTooLong }).trim().max(REGISTRATION_LIMITS.noteMax, REG_TEXT.noteTooLong),
    cap: z
      .number({ error: REG_TEXT.capInvalid })
      .int(REG_TEXT.capInvalid)
      .min(1, REG_TEXT.capInvalid)
      .max(LIMITS.playersPerEventMax, REG_TEXT.capInvalid)
      .nullable(),
    fields: z.object({
      photo: ask,
      date_of_birth: ask,
      skills: ask,
      phone: ask,
      email: ask,
    }),
    questions: z
      .array(RegistrationQuestion)
      .max(REGISTRATION_LIMITS.questionsMax, REG_TEXT.tooManyQuestions)
      .superRefine((qs, ctx) => {
        const seen = new Set<string>();
        qs.forEach((q, i) => {
          const key = q.label.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "label"], message: REG_TEXT.labelRepeated });
          seen.add(key);
        });
      }),
  })
  .partial();
export type RegistrationSettingsBody = z.input<typeof RegistrationSettingsBody>;

/** GET .../registration/ (public): what the form needs. `open` is false when closed, past closes_at or full. */
export const RegistrationSettings = z.object({
  event: z.number().int(),
  open: z.boolean(),
  /** The organiser's switch, whatever the time and the count (the settings form shows it). */
  enabled: z.boolean(),
  closed_reason: z.enum(CLOSED_REASONS).nullable(),
  closes_at: z.string().nullable(),
  note: z.string(),
  cap: z.number().int().nullable(),
  fields: z.object({ photo: ask, date_of_birth: ask, skills: ask, phone: ask, email: ask }),
  questions: z.array(
    z.object({ label: z.string(), kind: z.enum(QUESTION_KINDS), options: z.array(z.string()), required: z.boolean() }),
  ),
});
export type RegistrationSettings = z.infer<typeof RegistrationSettings>;

/** The form's state from the stored switch, the time and the count (one place for the rule). */
export function closedReason(
  s: { enabled: boolean; closesAt: Date | null; cap: number | null },
  taken: number,
  now: Date = new Date(),
): ClosedReason | null {
  if (!s.enabled) return "closed";
  if (s.closesAt && s.closesAt.getTime() <= now.getTime()) return "past";
  if (s.cap !== null && taken >= s.cap) return "full";
  return null;
}

// ---------- a registration ----------
type Answer = string | number | boolean | null;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A phone number as typed: digits and + - ( ) and spaces, 6 to 15 digits. */
export function isPhone(s: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(s)) return false;
  const digits = s.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}
/** The key duplicates are found by: the digits, the last 10 of them (a country code or not). */
export function phoneKey(s: string): string {
  return s.replace(/\D/g, "").slice(-10);
}

/** One answer held to its question; an error message or the value as stored. */
function answerOf(q: RegistrationQuestion, raw: unknown): { value: Answer } | { error: string } {
  if (isBlank(raw)) return q.required ? { error: REG_TEXT.required } : { value: null };
  switch (q.kind) {
    case "text": {
      const s = String(raw).trim();
      return s.length > REGISTRATION_LIMITS.answerMax ? { error: REG_TEXT.answerTooLong } : { value: s };
    }
    case "number": {
      const n = typeof raw === "number" ? raw : Number(String(raw).trim());
      return Number.isFinite(n) && Math.abs(n) <= LIMITS.moneyMax ? { value: n } : { error: REG_TEXT.notANumber };
    }
    case "choice": {
      const s = String(raw).trim();
      const hit = q.options.find((o) => o.toLowerCase() === s.toLowerCase());
      return hit ? { value: hit } : { error: REG_TEXT.chooseOne };
    }
    case "yes_no": {
      if (typeof raw === "boolean") return { value: raw };
      const s = String(raw).trim().toLowerCase();
      if (["yes", "true", "1"].includes(s)) return { value: true };
      if (["no", "false", "0"].includes(s)) return { value: false };
      return { error: REG_TEXT.yesOrNo };
    }
  }
}

/** The key of a question's error: `answers.<index>` (docs/api.md "Registration"). */
export const answerErrorKey = (index: number) => `answers.${index}`;

function asked(value: unknown, how: FieldAsk, ctx: z.RefinementCtx, path: string): boolean {
  if (how === "off") return false;
  if (how === "required" && isBlank(value)) {
    ctx.addIssue({ code: "custom", path: [path], message: REG_TEXT.required });
    return false;
  }
  return !isBlank(value);
}

/**
 * The registration form's body for one event's settings: the server's check and the web form's. The
 * photo is a file part the server checks as any upload; `photoGiven` says whether one came.
 */
export function registrationBody(settings: Pick<RegistrationSettings, "fields" | "questions">, photoGiven = false) {
  const { fields, questions } = settings;
  return z
    .object({
      name: z.unknown().optional(),
      date_of_birth: z.unknown().optional(),
      phone: z.unknown().optional(),
      email: z.unknown().optional(),
      skills: z.unknown().optional(),
      answers: z.unknown().optional(),
      website: z.unknown().optional(),
    })
    .transform((v, ctx) => {
      const named = requiredText(MSG.nameRequired).safeParse(v.name);
      if (!named.success)
        ctx.addIssue({ code: "custom", path: ["name"], message: named.error.issues[0]?.message ?? MSG.nameRequired });
      if (!isBlank(v.website)) ctx.addIssue({ code: "custom", path: ["website"], message: REG_TEXT.honeypot });
      let dateOfBirth: string | null = null;
      if (asked(v.date_of_birth, fields.date_of_birth, ctx, "date_of_birth")) {
        const s = String(v.date_of_birth).trim();
        if (isValidDate(s)) dateOfBirth = s;
        else ctx.addIssue({ code: "custom", path: ["date_of_birth"], message: MSG.invalidDate });
      }
      let phone: string | null = null;
      if (asked(v.phone, fields.phone, ctx, "phone")) {
        const s = String(v.phone).trim();
        if (s.length <= REGISTRATION_LIMITS.phoneMax && isPhone(s)) phone = s;
        else ctx.addIssue({ code: "custom", path: ["phone"], message: REG_TEXT.phoneInvalid });
      }
      let email: string | null = null;
      if (asked(v.email, fields.email, ctx, "email")) {
        const r = optionalEmail().safeParse(v.email);
        if (r.success) email = r.data;
        else ctx.addIssue({ code: "custom", path: ["email"], message: MSG.emailInvalid });
      }
      let skills: number[] = [];
      if (fields.skills !== "off") {
        const r = idList(MSG.unknownSkill).optional().safeParse(v.skills);
        if (r.success) skills = r.data ?? [];
        else ctx.addIssue({ code: "custom", path: ["skills"], message: MSG.unknownSkill });
      }
      if (fields.skills === "required" && skills.length === 0)
        ctx.addIssue({ code: "custom", path: ["skills"], message: REG_TEXT.required });
      if (fields.photo === "required" && !photoGiven)
        ctx.addIssue({ code: "custom", path: ["photo"], message: REG_TEXT.required });
      let given: Record<string, unknown> = {};
      if (typeof v.answers === "string" && v.answers.trim() !== "") {
        try {
          given = JSON.parse(v.answers);
        } catch {
          given = null as unknown as Record<string, unknown>;
        }
      } else if (v.answers !== undefined && v.answers !== null && v.answers !== "") given = v.answers as Record<string, unknown>;
      const answers: Record<string, Answer> = {};
      if (typeof given !== "object" || given === null || Array.isArray(given)) {
        ctx.addIssue({ code: "custom", path: ["answers"], message: REG_TEXT.answersNotObject });
      } else {
        questions.forEach((q, i) => {
          const got = answerOf(q as RegistrationQuestion, given[q.label]);
          if ("error" in got) ctx.addIssue({ code: "custom", path: [answerErrorKey(i)], message: got.error });
          else if (got.value !== null) answers[q.label] = got.value;
        });
      }
      return {
        name: named.success ? named.data : "",
        date_of_birth: dateOfBirth,
        phone,
        email,
        skills: [...new Set(skills)],
        answers,
      };
    });
}
export type RegistrationInput = z.output<ReturnType<typeof registrationBody>>;

/** POST .../registrations/'s answer: the private link's token, shown once. */
export const RegistrationCreated = z.object({ id: z.number().int(), state: z.enum(REGISTRATION_STATES), token: z.string() });
export type RegistrationCreated = z.infer<typeof RegistrationCreated>;

/** A registration as its event's managers (and its registrant, by token) see it. */
export const Registration = z.object({
  id: z.number().int(),
  event: z.number().int(),
  state: z.enum(REGISTRATION_STATES),
  name: z.string(),
  date_of_birth: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  skills: z.array(z.number().int()),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  photo: z.string().nullable(),
  flags: z.array(z.enum(REGISTRATION_FLAGS)),
  /** The player an approval made (null until approved, or once that player is deleted). */
  player: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type Registration = z.infer<typeof Registration>;

export const RegistrationListQuery = z.object({
  event_id: z.coerce.number().int().min(1).max(LIMITS.intMax),
  state: z.enum(REGISTRATION_STATES, { error: MSG.invalidChoice }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export const TokenQuery = z.object({ token: z.string().min(1).max(200) });

const grade = requiredInt(MSG.gradeRequired, { min: 0, max: 10_000 })
  .refine((g) => (GRADE_CODES as number[]).includes(g), MSG.invalidGrade)
  .default(NO_GRADE);

/** POST .../{id}/approve/: how the new player goes into the auction. */
export const ApproveBody = z.object({
  grade,
  base_price: optionalMoney().optional(),
  set: nullableText(LIMITS.textMax).optional(),
});
export type ApproveBody = z.input<typeof ApproveBody>;

export const RejectBody = z.object({ reason: nullableText(REGISTRATION_LIMITS.reasonMax).optional() });

export const ApproveManyBody = z.object({
  ids: z
    .array(z.number({ error: REG_TEXT.idsRequired }).int().min(1).max(LIMITS.intMax), { error: REG_TEXT.idsRequired })
    .min(1, REG_TEXT.idsRequired)
    .max(REGISTRATION_LIMITS.approveManyMax),
  grade,
});

export const ApproveManyResult = z.object({
  approved: z.array(z.object({ registration: z.number().int(), player: z.number().int() })),
});
export type ApproveManyResult = z.infer<typeof ApproveManyResult>;
