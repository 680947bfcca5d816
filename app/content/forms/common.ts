import { type Bilingual, fillSlots, type Language } from "../language.ts";
import { draft } from "../translation-status.ts";

/*
 * The words all four forms share: the field hints the schemas give, the notes around the fields and
 * the function's error sentences (the acknowledgement email's frame is in acknowledgement.ts, so
 * that the browser never loads it). `{slot}`s are filled
 * with fillSlots() (app/content/language.ts).
 */

export const translationStatus = draft("forms/common.ts");

export type FieldMessages = {
  required: string;
  tooLong: string;
  controlCharacters: string;
  invalidEmail: string;
  invalidPhone: string;
  invalidDate: string;
  choice: string;
  onlyWhenRevealed: string;
};

export const fieldMessages: Bilingual<FieldMessages> = {
  en: {
    required: "{label} is required.",
    tooLong: "Please keep this under {max} characters; this has {count}.",
    controlCharacters: "Please remove the special (control) characters from this field.",
    invalidEmail: "Please enter a valid email address, like name@example.com.",
    invalidPhone: "Please enter a phone number of 10 to 15 digits, using digits, spaces and + ( ) - only.",
    invalidDate: "Please enter a real date as yyyy-mm-dd.",
    choice: "Please choose an option from the list.",
    onlyWhenRevealed: "This field applies only to the choice that reveals it.",
  },
  te: {
    required: "{label} తప్పనిసరిగా నింపాలి.",
    tooLong: "దయచేసి {max} అక్షరాల లోపే రాయండి; ఇందులో {count} అక్షరాలు ఉన్నాయి.",
    controlCharacters: "దయచేసి ఈ వివరంలోని ప్రత్యేక (కంట్రోల్) అక్షరాలను తీసివేయండి.",
    invalidEmail: "దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి, ఉదాహరణకు name@example.com.",
    invalidPhone: "దయచేసి 10 నుంచి 15 అంకెల ఫోన్ నంబర్‌ను అంకెలు, ఖాళీలు, + ( ) - గుర్తులతో మాత్రమే రాయండి.",
    invalidDate: "దయచేసి సరైన తేదీని yyyy-mm-dd రూపంలో ఇవ్వండి.",
    choice: "దయచేసి జాబితాలో ఉన్నదాన్నే ఎంచుకోండి.",
    onlyWhenRevealed: "ఈ వివరం, దాన్ని చూపించే ఎంపికను ఎంచుకున్నప్పుడు మాత్రమే వర్తిస్తుంది.",
  },
};

export type FormFrame = {
  requiredNote: string;
  /** Read by screen readers after a group's legend (the donation amount), which no `required` attribute marks. */
  requiredGroup: string;
  sending: string;
  yourReference: string;
  honeypot: string;
  /** The name of the region the toasts appear in, and of each toast's close button. */
  notifications: string;
  closeMessage: string;
  /** In place of a form's "fill in all required fields" when none is empty, only some not valid. */
  checkHighlighted: string;
};

export const formFrame: Bilingual<FormFrame> = {
  en: {
    requiredNote: "Fields marked {star} are required.",
    requiredGroup: "(required)",
    sending: "Sending...",
    yourReference: "Your reference: {reference}",
    honeypot: "Website (leave empty)",
    notifications: "Notifications",
    closeMessage: "Close toast",
    checkHighlighted: "Please check the highlighted fields.",
  },
  te: {
    requiredNote: "{star} గుర్తు ఉన్న వివరాలు తప్పనిసరిగా నింపాలి.",
    requiredGroup: "(తప్పనిసరి)",
    sending: "పంపుతున్నాం...",
    yourReference: "మీ రిఫరెన్స్ నంబర్: {reference}",
    honeypot: "వెబ్‌సైట్ (ఖాళీగా వదిలేయండి)",
    notifications: "సందేశాలు",
    closeMessage: "సందేశాన్ని మూసివేయండి",
    checkHighlighted: "దయచేసి గుర్తు పెట్టిన వివరాలను సరిచూడండి.",
  },
};

/** What POST /api/send-form-email answers a person whose submission it cannot take. */
export type FunctionErrors = {
  invalid: string;
  rateLimited: string;
  aMinute: string;
  minutes: string;
  unavailable: string;
};

/** "Too many submissions …; please try again in {wait}." in a form's language, the wait in whole minutes. */
export function rateLimitedWords(language: Language, seconds: number) {
  const words = functionErrors[language];
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? words.aMinute : fillSlots(words.minutes, { count: minutes });
  return fillSlots(words.rateLimited, { wait });
}

export const functionErrors: Bilingual<FunctionErrors> = {
  en: {
    invalid: "Some fields are missing or not valid.",
    rateLimited: "Too many submissions from your connection; please try again in {wait}.",
    aMinute: "a minute",
    minutes: "{count} minutes",
    unavailable: "The submission could not be saved just now; please try again in a few minutes.",
  },
  te: {
    invalid: "కొన్ని వివరాలు లేవు, లేదా సరిగా లేవు.",
    rateLimited: "మీ కనెక్షన్ నుంచి చాలా ఎక్కువ ఫారాలు వచ్చాయి; దయచేసి {wait} తర్వాత మళ్లీ ప్రయత్నించండి.",
    aMinute: "ఒక నిమిషం",
    minutes: "{count} నిమిషాల",
    unavailable: "ప్రస్తుతం మీ వివరాలను భద్రపరచలేకపోయాం; దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.",
  },
};
