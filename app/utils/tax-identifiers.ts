/*
 * The identifiers an 80G receipt and Form 10BD name a donor by: PAN, or Aadhaar where the donor has
 * no PAN (Income-tax Rules, rule 18AB). Shared by the donation form's schema and the staff command.
 */

/** Five letters, four digits, a letter: the PAN's printed format. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** Upper-cased and without spaces, as people type a PAN: "abcde 1234 f" → "ABCDE1234F". */
export function normalisePan(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function isPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

/**
 * A name as the PAN card prints it: English letters (accents allowed), spaces, dots, apostrophes
 * and hyphens. The statement of donations is matched against the PAN's records by this name, so a
 * name in Telugu letters would not match.
 */
export function isNameInEnglishLetters(value: string): boolean {
  return /^[\p{Script=Latin}\u0300-\u036f\s.'’-]*$/u.test(value);
}

/** ABCDE****F: enough for staff to tell two donors apart in a list, not enough to misuse. */
export function maskPan(pan: string): string {
  return isPan(pan) ? `${pan.slice(0, 5)}****${pan.slice(9)}` : "****";
}

/**
 * The last four digits only, in UIDAI's masked form: what the Aadhaar rules allow anyone who stores
 * a number to show, on a page, in an email or on a document the donor keeps.
 */
export function maskAadhaar(aadhaar: string): string {
  return `XXXX XXXX ${aadhaar.slice(-4)}`;
}

/** Aadhaar as people type it, "1234 5678 9012", without the spaces. */
export function normaliseAadhaar(value: string): string {
  return value.replace(/[\s-]+/g, "");
}

// The Verhoeff tables (dihedral group D5): UIDAI's last digit is this checksum, which catches every
// single-digit error and every swap of neighbouring digits.
const multiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const permutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

function verhoeffValid(digits: string): boolean {
  let check = 0;
  [...digits].reverse().forEach((digit, index) => {
    check = multiplication[check]?.[permutation[index % 8]?.[Number(digit)] ?? 0] ?? -1;
  });
  return check === 0;
}

/** Twelve digits, not starting with 0 or 1 (UIDAI never issues those), with a valid Verhoeff check digit. */
export function isAadhaar(value: string): boolean {
  return /^[2-9][0-9]{11}$/.test(value) && verhoeffValid(value);
}

/** 6 digits, the first not 0: an Indian PIN code. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
