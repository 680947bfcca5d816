import { placeholder } from "./placeholder.ts";
import { deductionToday } from "./tax-law.ts";

const redacted = "The specification redacts this value; replace it with the society's real one.";

export const organisation = {
  name: placeholder(
    "organisation.name",
    "Dai Rural Development Society",
    "The specification does not name the society; this is the agreed default.",
  ),
  shortName: placeholder("organisation.shortName", "Dai", "Short form of the default name."),
  nameMeaning: "Our name means “mother” in Gondi, the language of the Gond people we work with.",
  founded: 2016,
  focus: "Empowering women and youth, and strengthening farm and non-farm livelihoods.",
  goal: { lives: "1 million", year: 2030 },
  claims: { yearsOfImpact: "8+", villagesImpacted: "70+", strategicPartners: "10+" },
  districts: ["Adilabad", "Nirmal", "Asifabad"],
  registration: {
    act: "Telangana Societies Registration Act, 2001",
    number: "791/2016",
    credentials: [
      { id: "darpan", title: "NGO Darpan", detail: "Registered on the NITI Aayog Darpan portal" },
      {
        id: "12a",
        title: "12A Registration",
        detail: "Registered under section 12A of the Income-tax Act, 1961",
      },
      { id: "80g", title: "80G Certified", detail: `Donations ${deductionToday.en}` },
      {
        id: "csr",
        title: "CSR Eligible",
        detail: "Eligible to receive Corporate Social Responsibility funds",
      },
    ],
  },
  address: {
    locality: placeholder(
      "organisation.address.locality",
      "Nirmal",
      "Street address and PIN code not given in the specification.",
    ),
    district: "Nirmal District",
    state: "Telangana",
    country: "India",
  },
  phone: {
    display: placeholder("organisation.phone.display", "+91 00000 00000", redacted),
    tel: placeholder("organisation.phone.tel", "+910000000000", redacted),
  },
  email: placeholder("organisation.email", "info@dai-society.example", redacted),
  social: [
    {
      id: "instagram",
      label: "Instagram",
      url: placeholder("organisation.social.instagram", "https://www.instagram.com/", redacted),
    },
    {
      id: "youtube",
      label: "YouTube",
      url: placeholder("organisation.social.youtube", "https://www.youtube.com/", redacted),
    },
    {
      id: "linkedin",
      label: "LinkedIn",
      url: placeholder("organisation.social.linkedin", "https://www.linkedin.com/", redacted),
    },
  ],
  bank: {
    accountName: placeholder("organisation.bank.accountName", "Dai Rural Development Society", redacted),
    bankName: placeholder("organisation.bank.bankName", "Bank name to be confirmed", redacted),
    accountNumber: placeholder("organisation.bank.accountNumber", "000000000000", redacted),
    ifsc: placeholder("organisation.bank.ifsc", "XXXX0000000", redacted),
    branch: placeholder("organisation.bank.branch", "Nirmal", redacted),
  },
  /**
   * How donations are paid and receipted. UPI, FCRA and the income-tax details are the society's to
   * give: until they are set, the site shows these flagged values (a production start refuses them).
   */
  giving: {
    upiOffered: placeholder(
      "organisation.giving.upiOffered",
      "yes",
      'Whether the donation page offers UPI at all ("yes" or "no"); confirm with the society.',
    ),
    upiId: placeholder(
      "organisation.giving.upiId",
      "society@placeholder",
      "The society's UPI ID. Prefer the bank's merchant UPI ID (set upiKind to \"merchant\"): UPI apps often refuse a prefilled amount to a personal one.",
    ),
    upiKind: placeholder(
      "organisation.giving.upiKind",
      "personal",
      '"merchant" when the UPI ID is a merchant (business) UPI ID the bank issued on the society\'s current account, with a merchant code; "personal" for any other UPI ID. The payment link carries only what that kind accepts (docs/deploy.md, "The society\'s UPI ID").',
    ),
    upiMerchantCode: placeholder(
      "organisation.giving.upiMerchantCode",
      "",
      "For a merchant UPI ID only: the merchant category code (four digits) the bank gave with it, usually 8398 for a charitable society; leave empty for a personal UPI ID.",
    ),
    upiPayeeName: placeholder(
      "organisation.giving.upiPayeeName",
      "Dai Rural Development Society",
      "The payee name exactly as the bank registered it for the UPI ID.",
    ),
    fcraRegistered: placeholder(
      "organisation.giving.fcraRegistered",
      "no",
      '"no" until the society holds FCRA registration, and the form turns away foreign contributions. "Yes" also needs the payment step to show foreign donors the FCRA account at SBI New Delhi Main Branch, and only that (docs/decisions/071-fcra-status-is-not-a-setting.md).',
    ),
    pan: placeholder("organisation.giving.pan", "AAAAA0000A", "The society's PAN, printed on every receipt."),
    registration80G: {
      urn: placeholder(
        "organisation.giving.registration80G.urn",
        "AAAAA0000AF00000",
        "The 80G unique registration number (URN) from the approval order; receipts and Form 10BD carry it.",
      ),
      approvedOn: placeholder(
        "organisation.giving.registration80G.approvedOn",
        "2021-01-01",
        "Date the 80G URN was issued (yyyy-mm-dd), from the approval order.",
      ),
      validity: placeholder(
        "organisation.giving.registration80G.validity",
        "AY 2022-23 to AY 2026-27",
        "The assessment years the 80G approval covers, from the approval order.",
      ),
    },
  },
  copyrightYear: 2024,
} as const;

export type Organisation = typeof organisation;

/**
 * Whether the society holds FCRA registration and may accept foreign contributions (a flagged
 * placeholder): the donation form's citizenship rule and the transparency page's FCRA record follow it.
 */
export const fcraRegistered = (organisation.giving.fcraRegistered as string) === "yes";
