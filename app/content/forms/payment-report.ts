import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

/*
 * The "I have paid" form (/donate/paid): a donor who paid a pledge by UPI, bank transfer or cheque
 * tells the society the date and the bank's reference, so that staff can match the credit.
 */

export const translationStatus = draft("forms/payment-report.ts");

export type PaymentReportWording = {
  formName: string;
  labels: { reference: string; paidOn: string; mode: string; paymentReference: string };
  descriptions: { reference: string; paymentReference: string };
  modes: { upi: string; bank: string; cheque: string };
  choose: string;
  privacy: string;
  privacyLink: string;
  hints: {
    reference: string;
    unknownReference: string;
    paidInFuture: string;
    upiReference: string;
    bankReference: string;
    chequeNumber: string;
  };
  submit: string;
  messages: {
    invalid: { title: string };
    success: string;
    /** When the payment reported already has its receipt: {receipt}, the receipt's number. */
    receipted: string;
    returnedError: string;
    thrown: string;
  };
  /** The email confirming a report to the donor: {reference}, {mode}, {date}, {paymentReference}. */
  confirmation: {
    subject: string;
    thanks: string;
    reported: string;
    next: string;
    whyYouGetThis: string;
  };
};

export const paymentReportWording: Bilingual<PaymentReportWording> = {
  en: {
    formName: "Payment details form",
    labels: {
      reference: "Pledge reference",
      paidOn: "Date you paid",
      mode: "How you paid",
      paymentReference: "UPI or bank reference",
    },
    descriptions: {
      reference: "From your acknowledgement email, like DON-7F3K2Q.",
      paymentReference:
        "UPI: the 12-digit UPI reference (UTR) your app shows for the payment. Bank transfer: the transaction reference. Cheque: the cheque number.",
    },
    modes: { upi: "UPI", bank: "Bank transfer (NEFT, RTGS or IMPS)", cheque: "Cheque" },
    choose: "Choose how you paid",
    privacy: "We keep these details with your pledge, to match your payment and send your receipt.",
    privacyLink: "How we handle your data",
    hints: {
      reference: "Please enter your pledge reference as it appears in your email, like DON-7F3K2Q.",
      unknownReference:
        "We have no donation pledge with this reference. Please check it against your acknowledgement email.",
      paidInFuture: "The date you paid cannot be in the future.",
      upiReference: "A UPI reference (UTR) is 12 digits. Your UPI app shows it under the payment's details.",
      bankReference: "Please enter the bank's transaction reference: 6 to 30 letters and digits.",
      chequeNumber: "A cheque number is 6 digits, printed at the bottom left of the cheque.",
    },
    submit: "Send payment details",
    messages: {
      invalid: { title: "Please check the highlighted fields." },
      success:
        "Thank you! We have noted your payment against your pledge. We will email your receipt once it reaches our account.",
      receipted:
        "Thank you! This payment is already recorded, with receipt {receipt}. If the receipt has not reached you, write to us and quote its number.",
      returnedError: "Your payment details could not be sent. Please try again.",
      thrown: "Your payment details could not be sent. Please try again.",
    },
    confirmation: {
      subject: "We have your payment details [{reference}]",
      thanks: "Thank you for telling us about your payment towards your pledge {reference}.",
      reported: "You told us: {mode}, paid on {date}, reference {paymentReference}.",
      next: "We will check it against our bank statement and send your receipt by email. If anything does not match, we will write to you.",
      whyYouGetThis:
        "You receive this email because a payment was reported on our website for a pledge made with this address.",
    },
  },
  te: {
    formName: "చెల్లింపు వివరాల ఫారం",
    labels: {
      reference: "హామీ రిఫరెన్స్ నంబర్",
      paidOn: "మీరు చెల్లించిన తేదీ",
      mode: "మీరు ఎలా చెల్లించారు",
      paymentReference: "UPI లేదా బ్యాంకు రిఫరెన్స్",
    },
    descriptions: {
      reference: "మీకు వచ్చిన ఈమెయిల్‌లో ఉంటుంది, ఉదాహరణకు DON-7F3K2Q.",
      paymentReference:
        "UPI: మీ యాప్ చెల్లింపు వివరాల్లో చూపే 12 అంకెల UPI రిఫరెన్స్ (UTR). బ్యాంకు బదిలీ: లావాదేవీ రిఫరెన్స్. చెక్కు: చెక్కు నంబర్.",
    },
    modes: { upi: "యూపీఐ (UPI)", bank: "బ్యాంకు బదిలీ (NEFT, RTGS లేదా IMPS)", cheque: "చెక్కు" },
    choose: "మీరు ఎలా చెల్లించారో ఎంచుకోండి",
    privacy: "మీ చెల్లింపును సరిచూసి రసీదు పంపడానికి ఈ వివరాలను మీ హామీతో పాటు భద్రపరుస్తాం.",
    privacyLink: "మీ వివరాలను మేము ఎలా చూసుకుంటాం",
    hints: {
      reference: "దయచేసి మీ ఈమెయిల్‌లో ఉన్నట్టే హామీ రిఫరెన్స్ నంబర్ రాయండి, ఉదాహరణకు DON-7F3K2Q.",
      unknownReference: "ఈ రిఫరెన్స్‌తో మా దగ్గర ఏ విరాళం హామీ లేదు. దయచేసి మీకు వచ్చిన ఈమెయిల్‌తో సరిచూసుకోండి.",
      paidInFuture: "చెల్లించిన తేదీ రాబోయే రోజు కాకూడదు.",
      upiReference: "UPI రిఫరెన్స్ (UTR) 12 అంకెలు. మీ UPI యాప్‌లో చెల్లింపు వివరాల్లో కనిపిస్తుంది.",
      bankReference: "దయచేసి బ్యాంకు లావాదేవీ రిఫరెన్స్ రాయండి: 6 నుంచి 30 అక్షరాలు, అంకెలు.",
      chequeNumber: "చెక్కు నంబర్ 6 అంకెలు, చెక్కు కింద ఎడమవైపు ఉంటుంది.",
    },
    submit: "చెల్లింపు వివరాలు పంపండి",
    messages: {
      invalid: { title: "దయచేసి గుర్తు పెట్టిన వివరాలను సరిచూడండి." },
      success: "ధన్యవాదాలు! మీ చెల్లింపును మీ హామీకి జత చేశాం. డబ్బు మా ఖాతాకు చేరగానే మీ రసీదును ఈమెయిల్ చేస్తాం.",
      receipted:
        "ధన్యవాదాలు! ఈ చెల్లింపు ఇప్పటికే నమోదైంది, రసీదు నంబర్ {receipt}. రసీదు మీకు అందకపోతే, ఆ నంబర్ తెలుపుతూ మాకు రాయండి.",
      returnedError: "మీ చెల్లింపు వివరాలు పంపడం కుదరలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
      thrown: "మీ చెల్లింపు వివరాలు పంపడం కుదరలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
    },
    confirmation: {
      subject: "మీ చెల్లింపు వివరాలు మాకు అందాయి [{reference}]",
      thanks: "మీ విరాళం హామీ {reference}కి చేసిన చెల్లింపు గురించి తెలియజేసినందుకు ధన్యవాదాలు.",
      reported: "మీరు తెలిపినది: {mode}, చెల్లించిన తేదీ {date}, రిఫరెన్స్ {paymentReference}.",
      next: "దీన్ని మా బ్యాంకు స్టేట్‌మెంట్‌తో సరిచూసి మీ రసీదును ఈమెయిల్‌లో పంపుతాం. ఏదైనా సరిపోలకపోతే మీకు రాస్తాం.",
      whyYouGetThis: "ఈ చిరునామాతో ఇచ్చిన విరాళం హామీకి మా వెబ్‌సైట్‌లో చెల్లింపు తెలియజేయబడినందువల్ల మీకు ఈ ఈమెయిల్ వచ్చింది.",
    },
  },
};
