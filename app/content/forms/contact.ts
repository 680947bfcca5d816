import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

/*
 * Everything the contact form and its acknowledgement email say, in both languages. The English
 * messages (requirements 8) are the specification's, verbatim. The subject values themselves ("volunteer", …)
 * are what the form sends; only their labels change with the language.
 */

export const translationStatus = draft("forms/contact.ts");

export type ContactWording = {
  formName: string;
  labels: { name: string; email: string; subject: string; message: string };
  subjects: { volunteer: string; partnership: string; donation: string; programs: string; general: string };
  subjectPlaceholder: string;
  chooseSubject: string;
  submit: string;
  messages: {
    invalid: { title: string; description: string };
    success: string;
    returnedError: string;
    thrown: string;
  };
  acknowledgementSubject: string;
};

export const contactWording: Bilingual<ContactWording> = {
  en: {
    formName: "Contact form",
    labels: { name: "Full Name", email: "Email Address", subject: "Subject", message: "Message" },
    subjects: {
      volunteer: "Volunteer Opportunities",
      partnership: "Partnership Inquiry",
      donation: "Donation Information",
      programs: "Program Information",
      general: "General Inquiry",
    },
    subjectPlaceholder: "Select a subject",
    chooseSubject: "Please choose a subject.",
    submit: "Send Message",
    messages: {
      invalid: { title: "Error", description: "Please fill in all required fields." },
      success: "Your message has been sent successfully! We'll get back to you soon.",
      returnedError: "Failed to send message. Please try again.",
      thrown: "Something went wrong. Please try again.",
    },
    acknowledgementSubject: "We have received your message",
  },
  te: {
    formName: "సంప్రదింపు ఫారం",
    labels: { name: "పూర్తి పేరు", email: "ఈమెయిల్ చిరునామా", subject: "విషయం", message: "సందేశం" },
    subjects: {
      volunteer: "స్వచ్ఛంద సేవా అవకాశాలు",
      partnership: "భాగస్వామ్యం గురించి",
      donation: "విరాళాల సమాచారం",
      programs: "కార్యక్రమాల సమాచారం",
      general: "సాధారణ విచారణ",
    },
    subjectPlaceholder: "విషయాన్ని ఎంచుకోండి",
    chooseSubject: "దయచేసి ఒక విషయాన్ని ఎంచుకోండి.",
    submit: "సందేశం పంపండి",
    messages: {
      invalid: { title: "లోపం", description: "దయచేసి తప్పనిసరి వివరాలన్నీ నింపండి." },
      success: "మీ సందేశం మాకు చేరింది! త్వరలోనే మీకు జవాబిస్తాం.",
      returnedError: "సందేశం పంపడం కుదరలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
      thrown: "ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
    },
    acknowledgementSubject: "మీ సందేశం మాకు అందింది",
  },
};
