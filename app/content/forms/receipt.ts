import type { Bilingual } from "../language.ts";
import { draft } from "../translation-status.ts";

export const translationStatus = draft("forms/receipt.ts");

/**
 * The letter that carries a payment's receipt PDF, in the language of the pledge's form; the
 * greeting and sign-off are the acknowledgement's (forms/acknowledgement.ts). {amountInWords} is
 * the receipt's own English wording, as printed on the PDF: the Telugu letter leaves it out, as
 * English words in a Telugu sentence read wrongly and the figure says the amount.
 */
export type ReceiptLetter = {
  subject: string;
  heading: string;
  thanks: string;
  form10be: string;
  whyYouGetThis: string;
};

export const receiptLetter: Bilingual<ReceiptLetter> = {
  en: {
    subject: "Receipt {receiptNumber} for your donation of {amount}",
    heading: "Your donation receipt",
    thanks:
      "Thank you for your donation of {amount} ({amountInWords}), received on {date}. Your receipt {receiptNumber} is attached as a PDF; please keep it for your income-tax return.",
    form10be:
      "After the end of the financial year the society reports your donation to the Income-tax Department in Form 10BD and sends you the certificate in Form 10BE.",
    whyYouGetThis: "You receive this email because the society recorded a donation from you.",
  },
  te: {
    subject: "మీ {amount} విరాళానికి రసీదు {receiptNumber}",
    heading: "మీ విరాళం రసీదు",
    thanks:
      "{date}న అందిన మీ {amount} విరాళానికి ధన్యవాదాలు. మీ రసీదు {receiptNumber} ఈ ఈమెయిల్‌కు PDF గా జత చేయబడింది; మీ ఆదాయపు పన్ను రిటర్న్ కోసం దీన్ని భద్రపరచుకోండి.",
    form10be:
      "ఆర్థిక సంవత్సరం ముగిసిన తర్వాత సంస్థ మీ విరాళాన్ని ఫారం 10BD లో ఆదాయపు పన్ను శాఖకు తెలియజేసి, ఫారం 10BE లో ధ్రువపత్రాన్ని మీకు పంపుతుంది.",
    whyYouGetThis: "సంస్థ మీ విరాళాన్ని నమోదు చేసినందువల్ల మీకు ఈ ఈమెయిల్ వచ్చింది.",
  },
};
