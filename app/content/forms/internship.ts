import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

/*
 * Everything the internship form and its acknowledgement email say; English texts (requirements 8) verbatim.
 * Option values ("male", "1month", "Rural Development") are what the form sends, whatever the
 * language; only the labels shown change.
 */

export const translationStatus = draft("forms/internship.ts");

type Labels = {
  fullName: string;
  dateOfBirth: string;
  gender: string;
  customGender: string;
  email: string;
  mobile: string;
  alternatePhone: string;
  currentAddress: string;
  permanentAddress: string;
  degree: string;
  institution: string;
  yearOfPassing: string;
  marksOrCGPA: string;
  duration: string;
  customDuration: string;
  startDate: string;
  academicRequirement: string;
  collegeName: string;
  department: string;
  supervisorName: string;
  areaOfInterest: string;
  languages: string;
  computerSkills: string;
  experience: string;
  statementOfPurpose: string;
  referenceName: string;
  referenceDesignation: string;
  referenceOrganization: string;
  referenceEmail: string;
  referencePhone: string;
};

export type InternshipWording = {
  formTitle: string;
  /** The six numbered sections of requirements 2, in order. */
  sections: readonly [string, string, string, string, string, string];
  labels: Labels;
  genders: { male: string; female: string; other: string };
  durations: { "1month": string; "2months": string; "3months": string; other: string };
  /** Keyed by the value the form sends (requirements 3). */
  areasOfInterest: {
    "Rural Development": string;
    Livelihoods: string;
    Environment: string;
    "Women Empowerment": string;
    "Health/Nutrition": string;
    "Natural Farming": string;
    Education: string;
  };
  placeholders: { gender: string; duration: string };
  hints: { areaOfInterest: string; statementOfPurpose: string };
  missing: { customGender: string; customDuration: string };
  areaErrors: { unknown: string; repeated: string };
  /** The year of passing is not a year from {from} to {to} (decision 063). */
  yearOfPassingError: string;
  submit: string;
  messages: { invalid: { title: string }; success: string; returnedError: string; thrown: string };
  acknowledgementSubject: string;
};

export const internshipWording: Bilingual<InternshipWording> = {
  en: {
    formTitle: "JOIN US AS AN INTERN – APPLICATION FORM",
    sections: [
      "Personal Information",
      "Educational Background",
      "Internship Details",
      "Skills and Experience",
      "Statement of Purpose",
      "Reference",
    ],
    labels: {
      fullName: "Full Name",
      dateOfBirth: "Date of Birth",
      gender: "Gender",
      customGender: "Please specify",
      email: "Email",
      mobile: "Mobile",
      alternatePhone: "Alternate Phone",
      currentAddress: "Current Address",
      permanentAddress: "Permanent Address (if different)",
      degree: "Degree / Course",
      institution: "Institution",
      yearOfPassing: "Year of Passing",
      marksOrCGPA: "Marks / CGPA",
      duration: "Duration",
      customDuration: "Please specify the duration",
      startDate: "Preferred Start Date",
      academicRequirement: "This internship is part of my academic requirement",
      collegeName: "College Name",
      department: "Department",
      supervisorName: "Supervisor Name",
      areaOfInterest: "Area of Interest",
      languages: "Languages Known",
      computerSkills: "Computer Skills",
      experience: "Experience",
      statementOfPurpose: "Statement of Purpose",
      referenceName: "Reference Name",
      referenceDesignation: "Reference Designation",
      referenceOrganization: "Reference Organization",
      referenceEmail: "Reference Email",
      referencePhone: "Reference Phone",
    },
    genders: { male: "Male", female: "Female", other: "Other" },
    durations: { "1month": "1 Month", "2months": "2 Months", "3months": "3 Months", other: "Other" },
    areasOfInterest: {
      "Rural Development": "Rural Development",
      Livelihoods: "Livelihoods",
      Environment: "Environment",
      "Women Empowerment": "Women Empowerment",
      "Health/Nutrition": "Health/Nutrition",
      "Natural Farming": "Natural Farming",
      Education: "Education",
    },
    placeholders: { gender: "Select gender", duration: "Select duration" },
    hints: {
      areaOfInterest: "Choose any that interest you.",
      statementOfPurpose: "Why would you like to intern with us, and what do you hope to learn?",
    },
    missing: {
      customGender: "Please specify your gender.",
      customDuration: "Please specify the duration you would like.",
    },
    areaErrors: {
      unknown: "Please choose areas from the list.",
      repeated: "Please choose each area only once.",
    },
    yearOfPassingError:
      "Please enter the year as four digits, from {from} to {to}. Still studying? Give the year you expect to pass.",
    submit: "Submit Application",
    messages: {
      invalid: { title: "Please fill in all required fields." },
      success:
        "Thank you for your internship application! We will review your application and get back to you soon.",
      returnedError: "There was an error submitting your application. Please try again.",
      thrown: "There was an error submitting your application. Please try again.",
    },
    acknowledgementSubject: "We have received your internship application",
  },
  te: {
    formTitle: "ఇంటర్న్‌గా మాతో చేరండి – దరఖాస్తు ఫారం",
    sections: ["వ్యక్తిగత వివరాలు", "విద్యా నేపథ్యం", "ఇంటర్న్‌షిప్ వివరాలు", "నైపుణ్యాలు, అనుభవం", "ఉద్దేశ ప్రకటన", "రిఫరెన్స్"],
    labels: {
      fullName: "పూర్తి పేరు",
      dateOfBirth: "పుట్టిన తేదీ",
      gender: "లింగం",
      customGender: "దయచేసి పేర్కొనండి",
      email: "ఈమెయిల్",
      mobile: "మొబైల్",
      alternatePhone: "మరో ఫోన్ నంబర్",
      currentAddress: "ప్రస్తుత చిరునామా",
      permanentAddress: "శాశ్వత చిరునామా (వేరుగా ఉంటే)",
      degree: "డిగ్రీ / కోర్సు",
      institution: "విద్యాసంస్థ",
      yearOfPassing: "ఉత్తీర్ణత సంవత్సరం",
      marksOrCGPA: "మార్కులు / CGPA",
      duration: "వ్యవధి",
      customDuration: "దయచేసి వ్యవధిని పేర్కొనండి",
      startDate: "ప్రారంభించదలచిన తేదీ",
      academicRequirement: "ఈ ఇంటర్న్‌షిప్ నా చదువులో తప్పనిసరి భాగం",
      collegeName: "కళాశాల పేరు",
      department: "విభాగం",
      supervisorName: "పర్యవేక్షకుల పేరు",
      areaOfInterest: "ఆసక్తి ఉన్న రంగం",
      languages: "వచ్చిన భాషలు",
      computerSkills: "కంప్యూటర్ నైపుణ్యాలు",
      experience: "అనుభవం",
      statementOfPurpose: "ఉద్దేశ ప్రకటన",
      referenceName: "రిఫరెన్స్ ఇచ్చేవారి పేరు",
      referenceDesignation: "రిఫరెన్స్ ఇచ్చేవారి హోదా",
      referenceOrganization: "రిఫరెన్స్ ఇచ్చేవారి సంస్థ",
      referenceEmail: "రిఫరెన్స్ ఇచ్చేవారి ఈమెయిల్",
      referencePhone: "రిఫరెన్స్ ఇచ్చేవారి ఫోన్",
    },
    genders: { male: "పురుషుడు", female: "స్త్రీ", other: "ఇతర" },
    durations: { "1month": "1 నెల", "2months": "2 నెలలు", "3months": "3 నెలలు", other: "ఇతర" },
    areasOfInterest: {
      "Rural Development": "గ్రామీణాభివృద్ధి",
      Livelihoods: "జీవనోపాధులు",
      Environment: "పర్యావరణం",
      "Women Empowerment": "మహిళా సాధికారత",
      "Health/Nutrition": "ఆరోగ్యం/పోషణ",
      "Natural Farming": "ప్రకృతి వ్యవసాయం",
      Education: "విద్య",
    },
    placeholders: { gender: "లింగాన్ని ఎంచుకోండి", duration: "వ్యవధిని ఎంచుకోండి" },
    hints: {
      areaOfInterest: "మీకు ఆసక్తి ఉన్నవన్నీ ఎంచుకోండి.",
      statementOfPurpose: "మాతో ఇంటర్న్‌షిప్ ఎందుకు చేయాలనుకుంటున్నారు, ఏం నేర్చుకోవాలని ఆశిస్తున్నారు?",
    },
    missing: {
      customGender: "దయచేసి మీ లింగాన్ని పేర్కొనండి.",
      customDuration: "దయచేసి మీకు కావలసిన వ్యవధిని పేర్కొనండి.",
    },
    areaErrors: {
      unknown: "దయచేసి జాబితాలో ఉన్న రంగాలనే ఎంచుకోండి.",
      repeated: "దయచేసి ప్రతి రంగాన్నీ ఒక్కసారే ఎంచుకోండి.",
    },
    yearOfPassingError:
      "దయచేసి సంవత్సరాన్ని {from} నుంచి {to} మధ్య నాలుగు అంకెల్లో రాయండి. ఇంకా చదువుతున్నారా? ఉత్తీర్ణులవుతారని అనుకుంటున్న సంవత్సరం రాయండి.",
    submit: "దరఖాస్తు పంపండి",
    messages: {
      invalid: { title: "దయచేసి తప్పనిసరి వివరాలన్నీ నింపండి." },
      success: "ఇంటర్న్‌షిప్‌కు దరఖాస్తు చేసినందుకు ధన్యవాదాలు! మీ దరఖాస్తును పరిశీలించి, త్వరలోనే మీకు జవాబిస్తాం.",
      returnedError: "మీ దరఖాస్తు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
      thrown: "మీ దరఖాస్తు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
    },
    acknowledgementSubject: "మీ ఇంటర్న్‌షిప్ దరఖాస్తు మాకు అందింది",
  },
};
