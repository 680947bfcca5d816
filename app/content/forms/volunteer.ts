import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

/** Everything the volunteer form and its acknowledgement email say; English texts (requirements 8) verbatim. */

export const translationStatus = draft("forms/volunteer.ts");

export type VolunteerWording = {
  formName: string;
  labels: {
    name: string;
    email: string;
    phone: string;
    occupation: string;
    experience: string;
    motivation: string;
  };
  hints: { occupation: string; experience: string; motivation: string };
  submit: string;
  messages: { invalid: { title: string }; success: string; returnedError: string; thrown: string };
  acknowledgementSubject: string;
};

export const volunteerWording: Bilingual<VolunteerWording> = {
  en: {
    formName: "Volunteer application form",
    labels: {
      name: "Full Name",
      email: "Email Address",
      phone: "Phone Number",
      occupation: "Occupation",
      experience: "Experience",
      motivation: "Motivation",
    },
    hints: {
      occupation: "Student, teacher, working professional…",
      experience: "Any teaching, reading or volunteering you have done.",
      motivation: "Why would you like to volunteer with us?",
    },
    submit: "Submit Application",
    messages: {
      invalid: { title: "Please fill in all required fields." },
      success: "Thank you for your volunteer application! We will get back to you soon.",
      returnedError: "There was an error submitting your application. Please try again.",
      thrown: "There was an error submitting your application. Please try again.",
    },
    acknowledgementSubject: "Thank you for your volunteer application",
  },
  te: {
    formName: "స్వచ్ఛంద సేవా దరఖాస్తు ఫారం",
    labels: {
      name: "పూర్తి పేరు",
      email: "ఈమెయిల్ చిరునామా",
      phone: "ఫోన్ నంబర్",
      occupation: "వృత్తి",
      experience: "అనుభవం",
      motivation: "ఆసక్తికి కారణం",
    },
    hints: {
      occupation: "విద్యార్థి, ఉపాధ్యాయులు, ఉద్యోగి…",
      experience: "పాఠాలు చెప్పడం, చదివించడం, స్వచ్ఛంద సేవ వంటి ఏ అనుభవమైనా.",
      motivation: "మాతో స్వచ్ఛంద సేవ ఎందుకు చేయాలనుకుంటున్నారు?",
    },
    submit: "దరఖాస్తు పంపండి",
    messages: {
      invalid: { title: "దయచేసి తప్పనిసరి వివరాలన్నీ నింపండి." },
      success: "స్వచ్ఛంద సేవకు దరఖాస్తు చేసినందుకు ధన్యవాదాలు! త్వరలోనే మీకు జవాబిస్తాం.",
      returnedError: "మీ దరఖాస్తు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
      thrown: "మీ దరఖాస్తు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
    },
    acknowledgementSubject: "స్వచ్ఛంద సేవకు దరఖాస్తు చేసినందుకు ధన్యవాదాలు",
  },
};
