import { organisation } from "../organisation.ts";
import { organisation as telugu } from "../te/organisation.ts";

/*
 * The organisation settings the society edits in the staff area (/staff/content/settings). The
 * code's values are the defaults: a stored version holds only what the society has set, so a later
 * release's new default reaches the pages without touching anything the society edited
 * (docs/decisions/033-settings-published-and-pages-regenerated.md).
 */

/** How a value is checked (app/content/settings/schema.ts) and which input the editor shows. */
export type SettingKind =
  | "text"
  | "phone"
  | "email"
  | "https"
  | "pin"
  | "ifsc"
  | "account"
  | "pan"
  | "upi"
  | "upiKind"
  | "merchantCode"
  | "yesNo"
  | "date"
  | "days"
  | "validity"
  | "picture";

export type SettingField = {
  label: string;
  group: SettingGroup;
  kind: SettingKind;
  /** What the site uses until the society sets a value ("" for nothing). */
  fallback: string;
  /**
   * A stand-in the specification did not supply (a flagged placeholder in the code): listed on
   * the launch page until set.
   */
  placeholder: boolean;
  /**
   * Never shown to a visitor in production while unset: it would state something untrue (a phone
   * that rings nowhere, an account that takes no money). Outside production the stand-in shows.
   */
  withheld: boolean;
  hint?: string;
  /** The key of the Telugu twin of an English setting, edited beside it. */
  telugu?: string;
};

export const settingGroups = {
  organisation: "The society",
  contact: "Contact",
  bank: "Bank account for transfers",
  upi: "UPI",
  tax: "Registrations and tax",
  privacy: "Privacy grievance contact",
} as const;

export type SettingGroup = keyof typeof settingGroups;

type Field = Omit<SettingField, "placeholder" | "withheld"> & { placeholder?: boolean; withheld?: boolean };

const field = (definition: Field): SettingField => ({ placeholder: true, withheld: false, ...definition });

const defaults = organisation.giving;

export const settingFields = {
  "name.en": field({
    label: "Name",
    group: "organisation",
    kind: "text",
    fallback: organisation.name,
    telugu: "name.te",
  }),
  "name.te": field({ label: "Name", group: "organisation", kind: "text", fallback: telugu.name }),
  "shortName.en": field({
    label: "Short name",
    group: "organisation",
    kind: "text",
    fallback: organisation.shortName,
    hint: "Shown in the header beside the logo.",
    telugu: "shortName.te",
  }),
  "shortName.te": field({
    label: "Short name",
    group: "organisation",
    kind: "text",
    fallback: telugu.shortName,
  }),
  // The drawn mark is the site's own design, not a stand-in: no launch item while unset.
  logo: field({
    label: "Logo",
    group: "organisation",
    kind: "picture",
    fallback: "",
    placeholder: false,
    hint: "Optional: the society’s logo as a PNG or WebP from the media library, shown in the header and footer of every page and on the about page instead of the drawn tree. Emails, receipts and the share card keep the drawn mark.",
  }),
  "address.street.en": field({
    label: "Street address",
    group: "contact",
    kind: "text",
    fallback: "",
    hint: "House, street and village or town, as a letter would carry it.",
    telugu: "address.street.te",
  }),
  "address.street.te": field({ label: "Street address", group: "contact", kind: "text", fallback: "" }),
  "address.locality.en": field({
    label: "Town",
    group: "contact",
    kind: "text",
    fallback: organisation.address.locality,
    telugu: "address.locality.te",
  }),
  "address.locality.te": field({
    label: "Town",
    group: "contact",
    kind: "text",
    fallback: telugu.address.locality,
  }),
  "address.pin": field({ label: "PIN code", group: "contact", kind: "pin", fallback: "", withheld: true }),
  phone: field({
    label: "Phone",
    group: "contact",
    kind: "phone",
    fallback: organisation.phone.display,
    withheld: true,
    hint: "A mobile (98765 43210) or a landline with its STD code (08734 123456).",
  }),
  email: field({
    label: "Email",
    group: "contact",
    kind: "email",
    fallback: organisation.email,
    withheld: true,
  }),
  "social.instagram": field({
    label: "Instagram page",
    group: "contact",
    kind: "https",
    fallback: organisation.social[0].url,
    withheld: true,
  }),
  "social.youtube": field({
    label: "YouTube channel",
    group: "contact",
    kind: "https",
    fallback: organisation.social[1].url,
    withheld: true,
  }),
  "social.linkedin": field({
    label: "LinkedIn page",
    group: "contact",
    kind: "https",
    fallback: organisation.social[2].url,
    withheld: true,
  }),
  "bank.accountName": field({
    label: "Account name",
    group: "bank",
    kind: "text",
    fallback: organisation.bank.accountName,
    withheld: true,
  }),
  "bank.bankName": field({
    label: "Bank",
    group: "bank",
    kind: "text",
    fallback: organisation.bank.bankName,
    withheld: true,
  }),
  "bank.accountNumber": field({
    label: "Account number",
    group: "bank",
    kind: "account",
    fallback: organisation.bank.accountNumber,
    withheld: true,
  }),
  "bank.ifsc": field({
    label: "IFSC",
    group: "bank",
    kind: "ifsc",
    fallback: organisation.bank.ifsc,
    withheld: true,
    hint: "11 characters, as on a cheque: four letters, a zero, six letters or digits (SBIN0001234).",
  }),
  "bank.branch": field({
    label: "Branch",
    group: "bank",
    kind: "text",
    fallback: organisation.bank.branch,
    withheld: true,
  }),
  "upi.offered": field({
    label: "Offer UPI on the donation page",
    group: "upi",
    kind: "yesNo",
    fallback: defaults.upiOffered,
    hint: "In production UPI is offered only once the UPI ID below is set.",
  }),
  "upi.id": field({
    label: "UPI ID",
    group: "upi",
    kind: "upi",
    fallback: defaults.upiId,
    withheld: true,
    hint: "name@bank, as the bank gave it. Prefer a merchant UPI ID: UPI apps often refuse a prefilled amount to a personal one.",
  }),
  "upi.kind": field({
    label: "Kind of UPI ID",
    group: "upi",
    kind: "upiKind",
    fallback: defaults.upiKind,
  }),
  "upi.merchantCode": field({
    label: "Merchant category code",
    group: "upi",
    kind: "merchantCode",
    fallback: defaults.upiMerchantCode,
    placeholder: false,
    hint: "For a merchant UPI ID only: the four digits the bank gave with it, usually 8398 for a charitable society.",
  }),
  "upi.payeeName": field({
    label: "UPI payee name",
    group: "upi",
    kind: "text",
    fallback: defaults.upiPayeeName,
    hint: "Exactly as the bank registered it for the UPI ID.",
  }),
  pan: field({
    label: "PAN",
    group: "tax",
    kind: "pan",
    fallback: defaults.pan,
    withheld: true,
    hint: "Printed on every receipt: five letters, four digits, a letter.",
  }),
  "registration12A.number": field({
    label: "12A registration number",
    group: "tax",
    kind: "text",
    fallback: "",
    withheld: true,
  }),
  "registration12A.date": field({
    label: "12A registered on",
    group: "tax",
    kind: "date",
    fallback: "",
    withheld: true,
  }),
  "registration80G.urn": field({
    label: "80G unique registration number (URN)",
    group: "tax",
    kind: "text",
    fallback: defaults.registration80G.urn,
    withheld: true,
    hint: "From the approval order; receipts and Form 10BD carry it.",
  }),
  "registration80G.approvedOn": field({
    label: "80G approved on",
    group: "tax",
    kind: "date",
    fallback: defaults.registration80G.approvedOn,
    withheld: true,
  }),
  "registration80G.validity": field({
    label: "80G valid for",
    group: "tax",
    kind: "text",
    fallback: defaults.registration80G.validity,
    withheld: true,
    hint: "As the order writes it, such as AY 2022-23 to AY 2026-27: a receipt prints it only for a donation in those years.",
  }),
  // The approval before a renewal under the 1961 Act: receipts, statements and certificates of the
  // years it covers still carry it once the renewal takes the fields above.
  "earlier80G.urn": field({
    label: "Earlier 80G approval: URN",
    group: "tax",
    kind: "text",
    fallback: "",
    placeholder: false,
    withheld: true,
    hint: "Only after a renewal: put the renewal in the 80G fields above and the approval it follows here, so that receipts and statements for its years still carry it.",
  }),
  "earlier80G.approvedOn": field({
    label: "Earlier 80G approval: dated",
    group: "tax",
    kind: "date",
    fallback: "",
    placeholder: false,
    withheld: true,
  }),
  "earlier80G.validity": field({
    label: "Earlier 80G approval: valid for",
    group: "tax",
    kind: "validity",
    fallback: "",
    placeholder: false,
    withheld: true,
    hint: "As its order writes it, such as AY 2022-23 to AY 2026-27.",
  }),
  // A fresh approval under section 354 of the Income-tax Act, 2025, for when the society renews.
  "approval354.number": field({
    label: "Approval under the 2025 Act: number",
    group: "tax",
    kind: "text",
    fallback: "",
    placeholder: false,
    withheld: true,
    hint: "Only once the society holds an approval under section 354 of the Income-tax Act, 2025.",
  }),
  "approval354.approvedOn": field({
    label: "Approval under the 2025 Act: dated",
    group: "tax",
    kind: "date",
    fallback: "",
    placeholder: false,
    withheld: true,
  }),
  "approval354.validity": field({
    label: "Approval under the 2025 Act: valid for",
    group: "tax",
    kind: "validity",
    fallback: "",
    placeholder: false,
    withheld: true,
    hint: "As the order writes it, such as tax year 2026-27 to tax year 2030-31.",
  }),
  // Who signs receipts and certificates for the society, as a chartered accountant expects to see.
  "signatory.name": field({
    label: "Receipts signed by: name",
    group: "tax",
    kind: "text",
    fallback: "",
    hint: "The office-bearer who authorises receipts and certificates, printed on each one.",
  }),
  "signatory.designation": field({
    label: "Receipts signed by: designation",
    group: "tax",
    kind: "text",
    fallback: "",
    hint: "Such as Secretary or Treasurer.",
  }),
  csr: field({
    label: "CSR registration (CSR-1) number",
    group: "tax",
    kind: "text",
    fallback: "",
    withheld: true,
  }),
  darpanId: field({
    label: "NGO Darpan ID",
    group: "tax",
    kind: "text",
    fallback: "",
    withheld: true,
  }),
  "grievance.name.en": field({
    label: "Grievance contact (name and role)",
    group: "privacy",
    kind: "text",
    fallback: "Name and role to be confirmed",
    withheld: true,
    telugu: "grievance.name.te",
  }),
  "grievance.name.te": field({
    label: "Grievance contact (name and role)",
    group: "privacy",
    kind: "text",
    fallback: "పేరు, హోదా నిర్ధారించాల్సి ఉంది",
    withheld: true,
  }),
  "grievance.email": field({
    label: "Grievance email",
    group: "privacy",
    kind: "email",
    fallback: "grievance@dai-society.example",
    withheld: true,
  }),
  "grievance.responseDays": field({
    label: "Answer within (days)",
    group: "privacy",
    kind: "days",
    fallback: "30",
    hint: "Check it against the outer limit the DPDP Rules, 2025 set.",
  }),
} satisfies Record<string, SettingField>;

export type SettingKey = keyof typeof settingFields;

export const settingKeys = Object.keys(settingFields) as SettingKey[];

export function isSettingKey(value: string): value is SettingKey {
  return Object.hasOwn(settingFields, value);
}

export const settingField = (key: SettingKey): SettingField => settingFields[key];

/** The groups that say where donations are paid: only an administrator changes them (decision 074). */
export const paymentGroups: readonly SettingGroup[] = ["bank", "upi"];

/** Whether a setting says where donations are paid (the bank account, the UPI ID and its payee). */
export const isPaymentSetting = (key: SettingKey) => paymentGroups.includes(settingFields[key].group);

/** The Telugu setting edited beside an English one; Telugu settings are not listed on their own. */
export const teluguTwins = new Set<SettingKey>(
  settingKeys.flatMap((key) => {
    const twin = settingField(key).telugu;
    return twin && isSettingKey(twin) ? [twin] : [];
  }),
);

/** The id of a setting's input in the editor, the target of the launch page's links. */
export const settingInputId = (key: SettingKey) => `setting-${key.replaceAll(".", "-")}`;
