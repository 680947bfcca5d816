import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";
import { currentLaw } from "../tax-law.ts";

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
  messages: {
    /** Requirements 5: this one message for every refusal, a wrong amount included. */
    invalid: { title: string; everyRefusal: true };
    success: string;
    returnedError: string;
    thrown: string;
  };
  acknowledgementSubject: string;
  bankTransfer: { title: string };
  /** Issue 13: what submitting means, the 80G details, the citizenship rule and paying the pledge. */
  giving: GivingWording;
};

export type GivingWording = {
  pledgeNote: string;
  receipt80G: {
    label: string;
    description: string;
    note: string;
    labels: { panName: string; pan: string; aadhaar: string; address: string; pinCode: string };
    descriptions: { panName: string; pan: string; aadhaar: string };
    hints: { panNameLetters: string; pan: string; aadhaar: string; panOrAadhaar: string; pinCode: string };
    /** The heading of these details in the acknowledgement email. */
    title: string;
  };
  citizenship: { title: string; rule: string; label: string; hint: string };
  payment: {
    /** The acknowledgement email's first line on paying: {amount}. */
    recorded: string;
    title: string;
    upiLink: string;
    qrLabel: string;
    qrCaption: string;
    upiIdLine: string;
    /** In place of the UPI link when the amount is over one UPI payment's limit: {limit}, {amount}. */
    overUpiLimit: string;
    bankTransfer: string;
    /** Above the bank details when they are the only way offered (UPI not offered, or over its limit). */
    bankTransferOnly: string;
    quoteReference: string;
    paid: string;
    paidLink: string;
    /** Above the payment step of a pledge's own page: {name}, {amount} (what is left to pay). */
    pledgedBy: string;
    /** The acknowledgement's link to the pledge's payment page. */
    pageLink: string;
    /** The same, when the page offers the bank transfer alone. */
    pageLinkBankOnly: string;
  };
  /** The payment page of a pledge that is paid, no longer open, or unknown: {email}. */
  closedPaymentPage: { title: string; text: string };
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
      invalid: {
        title: "Please fill in all required fields and select a donation amount.",
        everyRefusal: true,
      },
      success: "Thank you for your generous donation! Your submission has been received.",
      returnedError: "There was an error submitting your donation. Please try again.",
      thrown: "There was an error submitting your donation. Please try again.",
    },
    acknowledgementSubject: "Thank you for your donation pledge",
    bankTransfer: {
      title: "Bank transfer details",
    },
    giving: {
      pledgeNote:
        "Submitting this form records your pledge; it does not take any money. Your donation is made when you pay, by UPI or bank transfer, after you submit.",
      receipt80G: {
        label: "I want a receipt for a tax deduction",
        description: `For a deduction under section ${currentLaw.section} of the ${currentLaw.act.en} (formerly section 80G).`,
        note: "The society can report your donation for the deduction only with your PAN (your Aadhaar number only if you have no PAN), your name as on the PAN and your address. Cash donations above ₹2,000 do not qualify for the deduction.",
        labels: {
          panName: "Name as on PAN",
          pan: "PAN",
          aadhaar: "Aadhaar number (only if you have no PAN)",
          address: "Address",
          pinCode: "PIN code",
        },
        descriptions: {
          panName: "In English letters, as printed on the PAN card.",
          pan: "Ten characters, like ABCDE1234F.",
          aadhaar: "Twelve digits.",
        },
        hints: {
          panNameLetters: "Please write the name in English letters, as printed on your PAN card.",
          pan: "A PAN is five letters, four digits and a letter, like ABCDE1234F.",
          aadhaar: "Please check your Aadhaar number: it has 12 digits and this one does not add up.",
          panOrAadhaar: "Please enter your PAN, or your Aadhaar number if you have no PAN.",
          pinCode: "A PIN code is 6 digits, like 504106.",
        },
        title: "Details for the tax deduction",
      },
      citizenship: {
        title: "Donations from India only",
        rule: "We are not registered under the Foreign Contribution (Regulation) Act, so we cannot accept donations from foreign citizens (OCI and PIO card holders included) or foreign organisations, even in rupees. Indian citizens living abroad are welcome to give from their own savings through Indian banking channels.",
        label: "I am an Indian citizen",
        hint: "Please confirm that you are an Indian citizen: we cannot accept donations from foreign citizens.",
      },
      payment: {
        recorded: "Your pledge of {amount} is recorded; no money has been taken yet.",
        title: "Now make your donation",
        upiLink: "Pay {amount} with a UPI app",
        qrLabel: "QR code to pay {amount} by UPI",
        qrCaption: "On a computer? Scan this with your phone's UPI app.",
        upiIdLine: "Or pay to our UPI ID: {upiId}",
        overUpiLimit:
          "UPI apps take at most {limit} in one payment, so please pay {amount} by bank transfer (NEFT or RTGS).",
        bankTransfer: "Prefer a bank transfer? Use these details:",
        bankTransferOnly: "Pay by bank transfer with these details:",
        quoteReference: "Please quote your reference {reference} in the payment's remarks.",
        paid: "Paid already? Tell us the UPI or bank reference so we can match your payment and send your receipt.",
        paidLink: "I have paid",
        pledgedBy: "{name}, amount to pay: {amount}",
        pageLink: "Your payment page, with UPI, the QR code and the bank details",
        pageLinkBankOnly: "Your payment page, with the bank details",
      },
      closedPaymentPage: {
        title: "This payment page is closed",
        text: "The pledge it was made for has been paid, or is no longer open (cancelled or removed at the donor's request). To give again, make a new pledge with the form below; for anything else, write to us at {email}.",
      },
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
      invalid: {
        title: "దయచేసి తప్పనిసరి వివరాలన్నీ నింపి, విరాళం మొత్తాన్ని ఎంచుకోండి.",
        everyRefusal: true,
      },
      success: "మీ ఉదారమైన విరాళానికి ధన్యవాదాలు! మీ వివరాలు మాకు అందాయి.",
      returnedError: "మీ విరాళం వివరాలు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
      thrown: "మీ విరాళం వివరాలు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
    },
    acknowledgementSubject: "మీ విరాళం హామీకి ధన్యవాదాలు",
    bankTransfer: {
      title: "బ్యాంకు బదిలీ వివరాలు",
    },
    giving: {
      pledgeNote:
        "ఈ ఫారం పంపితే మీ విరాళం హామీ మాత్రమే నమోదవుతుంది; ఇది డబ్బు తీసుకోదు. ఫారం పంపిన తర్వాత మీరు UPI లేదా బ్యాంకు బదిలీ ద్వారా చెల్లించినప్పుడే విరాళం అందుతుంది.",
      receipt80G: {
        label: "నాకు పన్ను మినహాయింపు రసీదు కావాలి",
        description: `${currentLaw.act.te} సెక్షన్ ${currentLaw.section} (గతంలో సెక్షన్ 80G) కింద మినహాయింపు కోసం.`,
        note: "మీ PAN (PAN లేకపోతే మాత్రమే ఆధార్ నంబర్), PAN మీద ఉన్న పేరు, మీ చిరునామా ఉంటేనే సంస్థ మీ విరాళాన్ని మినహాయింపు కోసం తెలియజేయగలదు. ₹2,000 కంటే ఎక్కువ నగదు విరాళాలకు మినహాయింపు వర్తించదు.",
        labels: {
          panName: "PAN మీద ఉన్న పేరు",
          pan: "పాన్ (PAN)",
          aadhaar: "ఆధార్ నంబర్ (PAN లేకపోతే మాత్రమే)",
          address: "చిరునామా",
          pinCode: "పిన్ కోడ్",
        },
        descriptions: {
          panName: "PAN కార్డుపై ముద్రించినట్లే, ఇంగ్లీష్ అక్షరాలలో.",
          pan: "పది అక్షరాలు, ఉదాహరణకు ABCDE1234F.",
          aadhaar: "పన్నెండు అంకెలు.",
        },
        hints: {
          panNameLetters: "దయచేసి పేరును PAN కార్డుపై ముద్రించినట్లే ఇంగ్లీష్ అక్షరాలలో రాయండి.",
          pan: "PANలో ఐదు ఇంగ్లీష్ అక్షరాలు, నాలుగు అంకెలు, ఒక అక్షరం ఉంటాయి, ఉదాహరణకు ABCDE1234F.",
          aadhaar: "దయచేసి మీ ఆధార్ నంబర్‌ను సరిచూడండి: అందులో 12 అంకెలు ఉంటాయి, ఈ నంబర్ సరిపోలడం లేదు.",
          panOrAadhaar: "దయచేసి మీ PAN ఇవ్వండి, PAN లేకపోతే ఆధార్ నంబర్ ఇవ్వండి.",
          pinCode: "పిన్ కోడ్ 6 అంకెలు, ఉదాహరణకు 504106.",
        },
        title: "పన్ను మినహాయింపు వివరాలు",
      },
      citizenship: {
        title: "భారతదేశం నుంచి మాత్రమే విరాళాలు",
        rule: "మా సంస్థకు విదేశీ విరాళాల (నియంత్రణ) చట్టం (FCRA) కింద నమోదు లేదు, కాబట్టి విదేశీ పౌరుల (OCI, PIO కార్డుదారులతో సహా) నుంచి గానీ విదేశీ సంస్థల నుంచి గానీ రూపాయల్లో అయినా విరాళాలు తీసుకోలేం. విదేశాల్లో ఉంటున్న భారతీయ పౌరులు తమ సొంత పొదుపు నుంచి భారతీయ బ్యాంకు మార్గాల ద్వారా విరాళం ఇవ్వవచ్చు.",
        label: "నేను భారతీయ పౌరుడిని / పౌరురాలిని",
        hint: "దయచేసి మీరు భారతీయ పౌరులని నిర్ధారించండి: విదేశీ పౌరుల నుంచి విరాళాలు తీసుకోలేం.",
      },
      payment: {
        recorded: "మీ {amount} విరాళం హామీ నమోదైంది; ఇంకా ఎలాంటి డబ్బూ తీసుకోలేదు.",
        title: "ఇప్పుడు మీ విరాళం చెల్లించండి",
        upiLink: "UPI యాప్‌తో {amount} చెల్లించండి",
        qrLabel: "UPI ద్వారా {amount} చెల్లించడానికి QR కోడ్",
        qrCaption: "కంప్యూటర్‌లో చూస్తున్నారా? మీ ఫోన్‌లోని UPI యాప్‌తో దీన్ని స్కాన్ చేయండి.",
        upiIdLine: "లేదా మా UPI IDకి చెల్లించండి: {upiId}",
        overUpiLimit:
          "UPI యాప్‌లు ఒక్కో చెల్లింపులో గరిష్ఠంగా {limit} మాత్రమే అనుమతిస్తాయి, కాబట్టి {amount} బ్యాంకు బదిలీ (NEFT లేదా RTGS) ద్వారా చెల్లించండి.",
        bankTransfer: "బ్యాంకు బదిలీ చేయాలనుకుంటున్నారా? ఈ వివరాలు వాడండి:",
        bankTransferOnly: "ఈ వివరాలతో బ్యాంకు బదిలీ ద్వారా చెల్లించండి:",
        quoteReference: "చెల్లింపు వివరణ (remarks)లో మీ రిఫరెన్స్ నంబర్ {reference} రాయండి.",
        paid: "ఇప్పటికే చెల్లించారా? మీ చెల్లింపును గుర్తించి రసీదు పంపడానికి UPI లేదా బ్యాంకు రిఫరెన్స్ మాకు తెలియజేయండి.",
        paidLink: "నేను చెల్లించాను",
        pledgedBy: "{name} గారు, చెల్లించవలసిన మొత్తం: {amount}",
        pageLink: "UPI, QR కోడ్, బ్యాంకు వివరాలతో మీ చెల్లింపు పేజీ",
        pageLinkBankOnly: "బ్యాంకు వివరాలతో మీ చెల్లింపు పేజీ",
      },
      closedPaymentPage: {
        title: "ఈ చెల్లింపు పేజీ ఇప్పుడు అందుబాటులో లేదు",
        text: "ఈ పేజీ ఏ విరాళం హామీ కోసమో అది చెల్లించబడింది, లేదా ఇక తెరిచి లేదు (రద్దయింది లేదా దాతగారి కోరికపై తొలగించబడింది). మళ్లీ విరాళం ఇవ్వాలంటే కింది ఫారంతో కొత్త హామీ ఇవ్వండి; ఇతర విషయాలకు {email}కి రాయండి.",
      },
    },
  },
};
