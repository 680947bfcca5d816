/* Indian phone numbers as the settings store them and the pages dial them. */

/** Ten digits after +91 or 0: a mobile (starts 6–9) or a landline with its STD code. */
export function indianDigits(value: string): string | null {
  if (!/^[0-9+()\-.\s]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  const national = digits.startsWith("91") && digits.length === 12 ? digits.slice(2) : digits;
  const withoutTrunk = national.length === 11 && national.startsWith("0") ? national.slice(1) : national;
  if (withoutTrunk.length !== 10 || withoutTrunk.startsWith("0")) return null;
  return withoutTrunk;
}

/**
 * A landline typed with its trunk 0 and its STD code set apart ("08734-123456", "040 2345 6789"):
 * an STD code may start with 6–9 as a mobile does (Nirmal's is 08734), so the digits alone cannot tell.
 */
const LANDLINE_AS_TYPED = /^0\d{2,4}[\s-]\d/;

/** "+91 98765 43210" for a mobile; a landline keeps the grouping it was typed with, after +91. */
export function formatPhone(value: string): string {
  const digits = indianDigits(value) ?? "";
  if (/^[6-9]/.test(digits) && !LANDLINE_AS_TYPED.test(value.trim()))
    return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  const typed = value
    .replace(/\s+/g, " ")
    .replace(/^\+?91[\s-]*/, "")
    .replace(/^0/, "");
  return `+91 ${typed}`;
}

/** The tel: address of a stored phone number. */
export function telAddress(phone: string): string {
  return `+91${indianDigits(phone) ?? phone.replace(/\D/g, "").slice(-10)}`;
}
