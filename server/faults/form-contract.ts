import { isDeepStrictEqual } from "node:util";

/*
 * The test oracle's own statement of what POST /api/send-form-email accepts, written by hand from
 * docs/requirements.md (3, 5, 7) and docs/decisions/002-form-limits.md, and deliberately not
 * importing the forms' schemas or the handler's helpers: a wrong limit, a field left optional or a
 * format loosened in the code makes the hostile-input test disagree with the handler. A change to a
 * form's fields is a change to the contract, and so to this file too.
 */

export const contractFormTypes = ["donation", "contact", "volunteer", "internship"] as const;

export type ContractFormType = (typeof contractFormTypes)[number];

/** 1 MB, the largest body the function reads (the longest Telugu application, posted as a form, fits). */
export const contractMaxBodyBytes = 1_048_576;

/** What a value turns into once accepted (strings trimmed), or undefined when it is refused. */
type Rule = (value: unknown) => { value: unknown } | undefined;

type TextOptions = { max: number; required?: boolean; multiline?: boolean; pattern?: RegExp };

/**
 * U+0000–U+001F and U+007F–U+009F (long text may hold tab, line feed and carriage return), and the
 * direction controls U+202A–U+202E and U+2066–U+2069 anywhere.
 */
function hasForbiddenControl(text: string, multiline: boolean) {
  return [...text].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
    const control = code < 0x20 || (code >= 0x7f && code < 0xa0);
    return control && !(multiline && (character === "\t" || character === "\n" || character === "\r"));
  });
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Too long: more characters than `max` as a reader counts them, or more than four code units each. */
const tooLong = (text: string, max: number) =>
  text.length > max * 4 || [...graphemes.segment(text)].length > max;

function text({ max, required = false, multiline = false, pattern }: TextOptions): Rule {
  return (value) => {
    if (typeof value !== "string" || !value.isWellFormed()) return undefined;
    const trimmed = value.trim();
    if (tooLong(trimmed, max) || hasForbiddenControl(trimmed, multiline)) return undefined;
    if (trimmed === "") return required ? undefined : { value: trimmed };
    return pattern && !pattern.test(trimmed) ? undefined : { value: trimmed };
  };
}

// An address of the form local@domain.tld, as the forms' email check (decision 002) defines it.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
// Digits and the separators people write, with 10 to 15 digits in all (decision 060).
const PHONE = /^(?=(?:\D*\d){10,15}\D*$)[0-9+().\s-]*$/;

const name = (required: boolean) => text({ max: 200, required });
const email = text({ max: 254, required: true, pattern: EMAIL });
const phone = (required: boolean) => text({ max: 30, required, pattern: PHONE });
const shortText = (required: boolean) => text({ max: 200, required });
const shortAnswer = text({ max: 50, required: true });
const address = (required: boolean) => text({ max: 1000, required, multiline: true });
const message = (required: boolean) => text({ max: 5000, required, multiline: true });

/** A day that exists, written yyyy-mm-dd. */
function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function date(extra: (value: string) => boolean = () => true): Rule {
  return (value) => {
    const checked = text({ max: 10, required: true })(value);
    const day = checked?.value;
    return typeof day === "string" && isCalendarDate(day) && extra(day) ? checked : undefined;
  };
}

/** Eighteen or older on today's date in India (decision 015). */
function isAdult(dateOfBirth: string) {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split("-").map(Number);
  const today = new Date(Date.now() + 5.5 * 3_600_000);
  const now = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()] as const;
  const eighteenth = [year + 18, month, day] as const;
  for (const index of [0, 1, 2] as const) {
    if (eighteenth[index] !== now[index]) return eighteenth[index] < now[index];
  }
  return true;
}

/** Four digits, from 1950 to six years after this year in India (decision 063). */
function yearOfPassing(value: unknown) {
  const checked = text({ max: 50, required: true, pattern: /^[0-9]{4}$/ })(value);
  const thisYear = new Date(Date.now() + 5.5 * 3_600_000).getUTCFullYear();
  const year = Number(checked?.value);
  return checked && year >= 1950 && year <= thisYear + 6 ? checked : undefined;
}

const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    typeof value === "string" && values.includes(value) ? { value } : undefined;

const boolean: Rule = (value) => (typeof value === "boolean" ? { value } : undefined);

// As requirements 3 lists them.
const areas =
  "Rural Development, Livelihoods, Environment, Women Empowerment, Health/Nutrition, Natural Farming, Education".split(
    ", ",
  );

const areaList: Rule = (value) =>
  Array.isArray(value) &&
  value.every((area) => typeof area === "string" && areas.includes(area)) &&
  new Set(value).size === value.length
    ? { value }
    : undefined;

/** A whole number of rupees from 1 to 1,00,00,000. */
const amount: Rule = (value) =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 10_000_000
    ? { value }
    : undefined;

// Issue 13's donation fields (decision 012): each may be absent (then false or ""), the 80G details
// are checked only when asked for and dropped when not, and the society has no FCRA registration
// (the organisation content's default), so the donor must confirm being an Indian citizen.
const donationOptional: Record<string, [Rule, unknown]> = {
  wants80G: [boolean, false],
  panName: [name(false), ""],
  pan: [text({ max: 20 }), ""],
  aadhaar: [text({ max: 20 }), ""],
  address: [address(false), ""],
  pinCode: [text({ max: 10 }), ""],
  indianCitizen: [boolean, false],
};

// Verhoeff's tables, as UIDAI publishes them for Aadhaar's check digit.
const verhoeffD = [
  "0123456789",
  "1234067895",
  "2340178956",
  "3401289567",
  "4012395678",
  "5987604321",
  "6598710432",
  "7659821043",
  "8765932104",
  "9876543210",
].map((row) => [...row].map(Number));
const verhoeffP = [
  "0123456789",
  "1576283094",
  "5803796142",
  "8916043527",
  "9453126870",
  "4286573901",
  "2793806415",
  "7046913258",
].map((row) => [...row].map(Number));
const isAadhaarNumber = (digits: string) =>
  /^[2-9]\d{11}$/.test(digits) &&
  [...digits]
    .reverse()
    .reduce(
      (check, digit, index) => verhoeffD[check]?.[verhoeffP[index % 8]?.[Number(digit)] ?? 0] ?? -1,
      0,
    ) === 0;

/** The donation's issue 13 fields once accepted, or undefined when the donation is refused. */
function donationDetails(data: Record<string, unknown>): Record<string, unknown> | undefined {
  if (data.indianCitizen !== true) return undefined;
  if (data.wants80G !== true) return { ...data, panName: "", pan: "", aadhaar: "", address: "", pinCode: "" };
  const pan = String(data.pan).replace(/\s+/g, "").toUpperCase();
  const aadhaar = String(data.aadhaar).replace(/[\s-]+/g, "");
  const valid =
    data.panName !== "" &&
    (pan === "" || /^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) &&
    (aadhaar === "" || isAadhaarNumber(aadhaar)) &&
    (pan !== "" || aadhaar !== "") &&
    data.address !== "" &&
    /^[1-9]\d{5}$/.test(String(data.pinCode));
  return valid ? { ...data, pan, aadhaar } : undefined;
}

/** The donation's fields: those of requirements 3, then issue 13's, each absent one at its default. */
function donationData(value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const isOptional = (key: string) => Object.hasOwn(donationOptional, key);
  const base: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!isOptional(key)) Object.defineProperty(base, key, { value: value[key], enumerable: true });
  }
  const accepted = exactly(fields.donation, base);
  if (!accepted) return undefined;
  for (const [key, [rule, fallback]] of Object.entries(donationOptional)) {
    const result = Object.hasOwn(value, key) ? rule(value[key]) : { value: fallback };
    if (!result) return undefined;
    accepted[key] = result.value;
  }
  return donationDetails(accepted);
}

const fields: Record<ContractFormType, Record<string, Rule>> = {
  donation: { name: name(true), email, phone: phone(false), amount, message: message(false) },
  contact: {
    name: name(true),
    email,
    subject: oneOf(["volunteer", "partnership", "donation", "programs", "general"]),
    message: message(true),
  },
  volunteer: {
    name: name(true),
    email,
    phone: phone(true),
    occupation: shortText(false),
    experience: message(false),
    motivation: message(false),
  },
  internship: {
    fullName: name(true),
    dateOfBirth: date(isAdult),
    gender: oneOf(["", "male", "female", "other"]),
    customGender: shortText(false),
    email,
    mobile: phone(true),
    alternatePhone: phone(false),
    currentAddress: address(true),
    permanentAddress: address(false),
    degree: shortText(true),
    institution: shortText(true),
    yearOfPassing,
    marksOrCGPA: shortAnswer,
    duration: oneOf(["", "1month", "2months", "3months", "other"]),
    customDuration: shortText(false),
    startDate: date(),
    academicRequirement: boolean,
    collegeName: shortText(false),
    department: shortText(false),
    supervisorName: name(false),
    areaOfInterest: areaList,
    languages: shortText(false),
    computerSkills: message(false),
    experience: message(false),
    statementOfPurpose: text({ max: 10_000, required: true, multiline: true }),
    referenceName: name(true),
    referenceDesignation: shortText(true),
    referenceOrganization: shortText(true),
    referenceEmail: email,
    referencePhone: phone(true),
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Own keys (a "__proto__" key that JSON.parse made counts) exactly these, in any order. */
function hasExactlyKeys(value: Record<string, unknown>, keys: readonly string[]) {
  const own = Object.keys(value);
  return own.length === keys.length && own.every((key) => keys.includes(key));
}

/** Exactly the named keys, each accepted by its rule. */
function exactly(rules: Record<string, Rule>, value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value) || !hasExactlyKeys(value, Object.keys(rules))) return undefined;
  const accepted: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(rules)) {
    const result = rule(value[key]);
    if (!result) return undefined;
    accepted[key] = result.value;
  }
  return accepted;
}

/** A field revealed by a choice is required while shown, where asked, and empty while hidden. */
function revealedFieldsAgree(data: Record<string, unknown>) {
  const shownWhen = (field: string, shown: boolean, required: boolean) =>
    shown ? !required || data[field] !== "" : data[field] === "";
  return (
    shownWhen("customGender", data.gender === "other", true) &&
    shownWhen("customDuration", data.duration === "other", true) &&
    ["collegeName", "department", "supervisorName"].every((field) =>
      shownWhen(field, data.academicRequirement === true, false),
    )
  );
}

/** The form's language, when the body names one (decision 010): English or Telugu. */
const contractLanguages = ["en", "te"];

/**
 * The submission as stored (texts trimmed) when the body is a valid one, else undefined; with the
 * language it names, if any, since a body that names one is not the same request as one that does not.
 */
export function acceptedSubmission(body: unknown) {
  if (!isRecord(body)) return undefined;
  const keys = "language" in body ? ["formType", "data", "language"] : ["formType", "data"];
  if (!hasExactlyKeys(body, keys)) return undefined;
  const language = body.language;
  if ("language" in body && !(typeof language === "string" && contractLanguages.includes(language))) {
    return undefined;
  }
  const formType = contractFormTypes.find((type) => type === body.formType);
  if (!formType) return undefined;
  const data = formType === "donation" ? donationData(body.data) : exactly(fields[formType], body.data);
  if (!data || (formType === "internship" && !revealedFieldsAgree(data))) return undefined;
  return "language" in body ? { formType, data, language } : { formType, data };
}

/** 16 to 200 visible ASCII characters, at least 8 of them different (hard to guess). */
export function isAcceptableIdempotencyKey(key: string) {
  return /^[\x21-\x7e]{16,200}$/.test(key) && new Set(key).size >= 8;
}

/** Whether two accepted submissions are the same one sent again (key order does not matter). */
export const sameSubmission = (first: unknown, second: unknown) => isDeepStrictEqual(first, second);
