import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

/*
 * Everything the donation form and its acknowledgement email say; English texts (requirements 8) verbatim. The
 * preset amounts are figures and live with the schema (app/schemas/donation.ts); here is what each
 * pays for, in the same order.
 */

export const translationStatus = draft("forms/donation.ts");

export type DonationWording = {
  formName: string;
  labels: { name: string; email: string; phone: string; amount: string; message: string };
  presetImpacts: readonly [string, string, string, string, string];
  customAmount: string;
  customAmountPlaceholder: string;
  total: string;
  amountHint: string;
  submit: string;
  messages: { invalid: { title: string }; success: string; returnedError: string; thrown: string };
  acknowledgementSubject: string;
  bankTransfer: { instructions: string; title: string; afterTransfer: string };
};

export const donationWording: Bilingual<DonationWording> = {
  en: {
    formName: "Donation form",
    labels: {
      name: "Full Name",
      email: "Email Address",
      phone: "Phone Number",
      amount: "Donation Amount",
      message: "Message",
    },
    presetImpacts: [
      "Educational materials for 5 children",
      "A farming family with seeds and tools",
      "A month of nutrition for 10 children",
      "Skill training for 20 women",
      "A community water conservation project",
    ],
    customAmount: "Custom Amount (₹)",
    customAmountPlaceholder: "Other amount",
    total: "Your donation",
    amountHint: "Please choose an amount or enter a whole number of rupees from 1 to {max}.",
    submit: "Submit Donation",
    messages: {
      invalid: { title: "Please fill in all required fields and select a donation amount." },
      success: "Thank you for your generous donation! Your submission has been received.",
      returnedError: "There was an error submitting your donation. Please try again.",
      thrown: "There was an error submitting your donation. Please try again.",
    },
    acknowledgementSubject: "Thank you for your donation pledge",
    bankTransfer: {
      instructions: "To complete your donation of {amount}, please transfer it to our bank account:",
      title: "Bank transfer details",
      afterTransfer:
        "After the transfer, please email the transaction details to {email} with your reference {reference}, so that we can send you an acknowledgment.",
    },
  },
  te: {
    formName: "విరాళం ఫారం",
    labels: {
      name: "పూర్తి పేరు",
      email: "ఈమెయిల్ చిరునామా",
      phone: "ఫోన్ నంబర్",
      amount: "విరాళం మొత్తం",
      message: "సందేశం",
    },
    presetImpacts: [
      "5 మంది పిల్లలకు చదువు సామగ్రి",
      "ఒక రైతు కుటుంబానికి విత్తనాలు, పనిముట్లు",
      "10 మంది పిల్లలకు ఒక నెల పోషకాహారం",
      "20 మంది మహిళలకు నైపుణ్య శిక్షణ",
      "ఒక గ్రామ నీటి సంరక్షణ పని",
    ],
    customAmount: "మీకు నచ్చిన మొత్తం (₹)",
    customAmountPlaceholder: "వేరే మొత్తం",
    total: "మీ విరాళం",
    amountHint: "దయచేసి ఒక మొత్తాన్ని ఎంచుకోండి, లేదా 1 నుంచి {max} వరకు పూర్తి రూపాయల్లో రాయండి.",
    submit: "విరాళం పంపండి",
    messages: {
      invalid: { title: "దయచేసి తప్పనిసరి వివరాలన్నీ నింపి, విరాళం మొత్తాన్ని ఎంచుకోండి." },
      success: "మీ ఉదారమైన విరాళానికి ధన్యవాదాలు! మీ వివరాలు మాకు అందాయి.",
      returnedError: "మీ విరాళం వివరాలు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
      thrown: "మీ విరాళం వివరాలు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
    },
    acknowledgementSubject: "మీ విరాళం హామీకి ధన్యవాదాలు",
    bankTransfer: {
      instructions: "మీ {amount} విరాళాన్ని పూర్తిచేయడానికి, దయచేసి ఆ మొత్తాన్ని మా బ్యాంకు ఖాతాకు బదిలీ చేయండి:",
      title: "బ్యాంకు బదిలీ వివరాలు",
      afterTransfer:
        "బదిలీ చేశాక, మీ రిఫరెన్స్ నంబర్ {reference}తో పాటు లావాదేవీ వివరాలను {email}కు ఈమెయిల్ చేయండి. మీ విరాళం అందినట్లు మేము రసీదు పంపుతాం.",
    },
  },
};
