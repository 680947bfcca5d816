import type { FormType } from "#app/schemas/form-types.ts";
import type { Bilingual } from "../language.ts";
import { organisation } from "../organisation.ts";
import { draft } from "../translation-status.ts";

/*
 * The short notice each form shows just before its send button (issue 15, decision 015): what the
 * details are for, that sending is consent, and a link to the full notice (/privacy). Also the
 * internship form's age rule, which the schema gives as the date of birth's message.
 */

export const translationStatus = draft("forms/privacy-notice.ts");

export type PrivacyNoticeWording = {
  /** What each form's details are used for, completing "We use these details only to …". */
  purposes: Record<FormType, string>;
  /** "{purpose}" is one of the purposes above. */
  notice: string;
  link: { label: string; to: string };
  /** The internship form's date of birth when the applicant is under 18. */
  underEighteen: string;
};

export const privacyNoticeWording: Bilingual<PrivacyNoticeWording> = {
  en: {
    purposes: {
      donation:
        "thank you, match your pledge with your gift, issue your receipt and keep the records tax law requires",
      contact: "read and answer your message",
      volunteer: "consider your offer to volunteer and contact you about it",
      internship: "assess your application and contact you and your referee about it",
    },
    notice: "We use these details only to {purpose}. By sending this form you agree to that.",
    link: { label: "How we handle your data", to: "/privacy" },
    underEighteen: `Applicants must be 18 or older. If you are under 18, please apply with a parent or guardian: write to ${organisation.email} or call ${organisation.phone.display}.`,
  },
  te: {
    purposes: {
      donation:
        "మీకు కృతజ్ఞతలు చెప్పడానికి, మీ విరాళం హామీని అందిన విరాళంతో సరిచూడడానికి, రసీదు ఇవ్వడానికి, పన్ను చట్టం కోరే రికార్డులు ఉంచడానికి",
      contact: "మీ సందేశాన్ని చదివి జవాబు ఇవ్వడానికి",
      volunteer: "స్వచ్ఛంద సేవకు మీ ఆసక్తిని పరిశీలించి దాని గురించి మిమ్మల్ని సంప్రదించడానికి",
      internship: "మీ దరఖాస్తును పరిశీలించి, దాని గురించి మిమ్మల్నీ మీ రిఫరీనీ సంప్రదించడానికి",
    },
    notice: "ఈ వివరాలను {purpose} మాత్రమే వాడతాం. ఈ ఫారం పంపడం ద్వారా మీరు దానికి అంగీకరిస్తున్నారు.",
    link: { label: "మీ వివరాలను మేము ఎలా చూసుకుంటాం", to: "/te/privacy" },
    underEighteen: `దరఖాస్తుదారులకు 18 ఏళ్లు నిండి ఉండాలి. మీకు 18 ఏళ్లు నిండకపోతే, దయచేసి తల్లిదండ్రులు లేదా సంరక్షకులతో కలిసి దరఖాస్తు చేయండి: ${organisation.email} కు రాయండి లేదా ${organisation.phone.display} కు ఫోన్ చేయండి.`,
  },
};
