import { acknowledgementFrame } from "#app/content/forms/acknowledgement.ts";
import { fillSlots, type Language, languageNamesInEnglish, languageTags } from "#app/content/language.ts";
import { organisation } from "#app/content/organisation.ts";
import { paymentDetailsOf } from "#app/components/forms/payment-details.ts";
import {
  defaultSettings,
  inLanguage,
  phoneOf,
  postalAddressLines,
  type PublishedSettings,
} from "#app/content/settings/published.ts";
import { formSubmissionSchemas } from "#app/schemas/form-submission.ts";
import { type FormType } from "#app/schemas/form-types.ts";
import addressparser from "nodemailer/lib/addressparser";
import type { EmailKind, SubmissionsTable } from "../db/database.ts";
import type { Env } from "../env.ts";
import {
  type Block,
  type EmailBlock,
  type EmailContent,
  type FormEmailSpec,
  isNotGiven,
  type Submitter,
} from "./content.ts";
import { contactEmails } from "./forms/contact.ts";
import { donationEmails } from "./forms/donation.ts";
import { internshipEmails } from "./forms/internship.ts";
import { volunteerEmails } from "./forms/volunteer.ts";
import { type EmailLayout, renderHtml, renderText } from "./render.ts";
import { type EmailAddress, headerSafe, type OutgoingEmail } from "./transport.ts";
import { holdsWebAddress, personAddressed } from "./web-addresses.ts";

/** Who the emails come from and go to; read from the environment when the email is composed. */
export type MailSettings = {
  from: string;
  recipients: Record<FormType, string>;
  /** SITE_URL, for links back to the site (a donor's "I have paid"); without it they are left out. */
  siteUrl?: string | undefined;
  /** The society's published settings, as the pages show them now: its name and contact details. */
  organisation: () => PublishedSettings;
};

type MailEnv = Pick<
  Env,
  | "MAIL_FROM"
  | "MAIL_TO"
  | "MAIL_TO_DONATION"
  | "MAIL_TO_CONTACT"
  | "MAIL_TO_VOLUNTEER"
  | "MAIL_TO_INTERNSHIP"
> &
  Partial<Pick<Env, "SITE_URL">>;

export function mailSettings(
  env: MailEnv,
  organisation: () => PublishedSettings = () => defaultSettings,
): MailSettings {
  return {
    from: env.MAIL_FROM,
    recipients: {
      donation: env.MAIL_TO_DONATION ?? env.MAIL_TO,
      contact: env.MAIL_TO_CONTACT ?? env.MAIL_TO,
      volunteer: env.MAIL_TO_VOLUNTEER ?? env.MAIL_TO,
      internship: env.MAIL_TO_INTERNSHIP ?? env.MAIL_TO,
    },
    siteUrl: env.SITE_URL,
    organisation,
  };
}

/**
 * A submission as the outbox reads it, with what it knows of the acknowledgement: whether one was
 * queued (SEND_ACKNOWLEDGEMENT was on when the submission came in), so that the notification can
 * say exactly that and nothing more.
 */
export type StoredSubmission = Pick<
  SubmissionsTable,
  "reference" | "form_type" | "data" | "created_at" | "idempotency_key"
> & {
  acknowledgementQueued: boolean;
  /** The language of the form it was sent from: the acknowledgement's. */
  language: Language;
};

/** A failure to compose is permanent (the stored data will not change), and names no personal data. */
export type ComposeResult =
  | {
      status: "ready";
      email: OutgoingEmail;
      /** QR codes the HTML shows by cid, drawn as PNG attachments when the email is sent (qr-images.ts). */
      qrCodes?: readonly QrCode[];
    }
  | { status: "error"; error: string };

export type QrCode = { cid: string; data: string };

/** Builds the notification or the acknowledgement of one stored submission. */
export function composeEmail(
  kind: EmailKind,
  submission: StoredSubmission,
  settings: MailSettings,
): ComposeResult {
  const parsed = formSubmissionSchemas.en.safeParse({
    formType: submission.form_type,
    data: parseJson(submission.data),
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "(root)").join(", ");
    return { status: "error", error: `The stored submission does not match its form (fields: ${fields}).` };
  }
  const recipients = mailboxes(settings.recipients[parsed.data.formType]);
  if (recipients.length === 0)
    return { status: "error", error: `No recipient address for ${parsed.data.formType} emails.` };

  const context = { kind, submission, settings, recipients };
  switch (parsed.data.formType) {
    case "donation":
      return compose(donationEmails, parsed.data.data, context);
    case "contact":
      return compose(contactEmails, parsed.data.data, context);
    case "volunteer":
      return compose(volunteerEmails, parsed.data.data, context);
    case "internship":
      return compose(internshipEmails, parsed.data.data, context);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** MAIL_TO may hold one address or a comma-separated list, with or without display names. */
export function mailboxes(addresses: string): EmailAddress[] {
  return addressparser(addresses, { flatten: true })
    .filter((mailbox) => mailbox.address)
    .map((mailbox) => ({ name: mailbox.name, address: mailbox.address ?? "" }));
}

type ComposeContext = {
  kind: EmailKind;
  submission: StoredSubmission;
  settings: MailSettings;
  recipients: EmailAddress[];
};

function compose<T>(
  spec: FormEmailSpec<T>,
  data: T,
  { kind, submission, settings, recipients }: ComposeContext,
): ComposeResult {
  const { reference } = submission;
  const submitter = spec.submitter(data);
  const submitterAddress = { name: headerSafe(submitter.name), address: submitter.email };
  const content =
    kind === "notification"
      ? notification(spec, data, submission, submitter, settings.siteUrl)
      : acknowledgement(spec, data, submission, submitter, settings);
  const layout =
    kind === "notification" ? staffLayout : submitterLayout(submission.language, settings.organisation());
  const email: OutgoingEmail = {
    key: `${reference}-${kind}`.replace(/[^A-Za-z0-9-]/g, "_"),
    from: settings.from,
    to: kind === "notification" ? recipients : [personAddressed(submitter.name, submitter.email)],
    // Staff answer the submitter with one click; the submitter's reply reaches the society's inbox.
    replyTo: kind === "notification" ? submitterAddress : recipients[0],
    subject: headerSafe(content.subject),
    text: renderText(content, layout),
    html: renderHtml(content, layout),
  };
  const qrCodes = content.blocks.flatMap((block) =>
    block.type === "qr" ? [{ cid: block.cid, data: block.data }] : [],
  );
  return qrCodes.length > 0 ? { status: "ready", email, qrCodes } : { status: "ready", email };
}

const receivedTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

function notification<T>(
  spec: FormEmailSpec<T>,
  data: T,
  submission: StoredSubmission,
  submitter: Submitter,
  siteUrl: string | undefined,
): EmailContent {
  const received = `${receivedTime.format(new Date(submission.created_at))} IST`;
  // To the work: the submission's page in the staff area, which asks to sign in first when needed
  // and then returns to it. Built only on SITE_URL (decision 023); without it, the reference serves.
  const staffLink: EmailBlock[] = siteUrl
    ? [
        {
          type: "link",
          text: "Open it in the staff area",
          href: `${siteUrl.replace(/\/+$/, "")}/staff/submissions/${encodeURIComponent(submission.reference)}`,
        },
      ]
    : [];
  return {
    subject: `${spec.notificationSubject(data)} [${submission.reference}]`,
    heading: spec.notificationHeading,
    blocks: [
      { type: "paragraph", text: spec.notificationIntro(data, submission.acknowledgementQueued) },
      ...staffLink,
      { type: "paragraph", text: `Reply to this email to write to ${submitter.name} at ${submitter.email}.` },
      {
        type: "fields",
        rows: [
          { label: "Reference", value: submission.reference },
          { label: "Received", value: received },
          { label: "Language of the form", value: languageNamesInEnglish[submission.language] },
        ],
      },
      ...spec.fields(data, "en"),
    ],
  };
}

/** The submitter's copy, in the language of the form they used (decision 010). */
function acknowledgement<T>(
  spec: FormEmailSpec<T>,
  data: T,
  { reference, language, idempotency_key: sentKey }: StoredSubmission,
  submitter: Submitter,
  { siteUrl, organisation }: MailSettings,
): EmailContent {
  const frame = acknowledgementFrame[language];
  const { acknowledgementSubject, messages } = spec.wording[language];
  // The society as published now: the page and the email give the same account, UPI ID and name.
  const published = organisation();
  return {
    subject: `${acknowledgementSubject} [${reference}]`,
    heading: acknowledgementSubject,
    blocks: [
      { type: "paragraph", text: greeting(submitter.name, language) },
      { type: "paragraph", text: messages.success },
      { type: "paragraph", text: fillSlots(frame.reference, { reference }) },
      ...(spec.nextSteps?.(data, {
        reference,
        language,
        siteUrl,
        sentKey,
        payment: paymentDetailsOf(published, language),
        officeEmail: published.email,
      }) ?? []),
      { type: "paragraph", text: frame.whatYouSent },
      ...withoutLinks(withoutEmptyAnswers(spec.fields(data, language)), submitter.email, frame.notRepeated),
      { type: "paragraph", text: signOff(published, language) },
    ],
  };
}

/**
 * The copy goes to whatever address was typed, signed by the society: an answer that could be a link
 * is not repeated (decision 080), so that the form cannot send a stranger's link in the society's
 * name. The submitter's own address, which the email goes to anyway, is.
 */
function withoutLinks(blocks: Block[], ownAddress: string, notRepeated: string): Block[] {
  return blocks.map((block) =>
    block.type === "fields"
      ? {
          ...block,
          rows: block.rows.map((row) =>
            row.value !== ownAddress && holdsWebAddress(row.value) ? { ...row, value: notRepeated } : row,
          ),
        }
      : block,
  );
}

/** The submitter's copy restates what they wrote; the fields they left empty would only be noise. */
function withoutEmptyAnswers(blocks: Block[]): Block[] {
  return blocks
    .map((block) =>
      block.type === "fields" ? { ...block, rows: block.rows.filter((row) => !isNotGiven(row)) } : block,
    )
    .filter((block) => block.type === "paragraph" || block.rows.length > 0);
}

const staffLayout: EmailLayout = {
  lang: languageTags.en,
  organisationName: organisation.name,
  footerLines: [
    "Sent by the website. The submission is also kept in the website's database under the reference above.",
  ],
};

/**
 * "Dear Kiran," to the person who filled in a form; "Hello," when the name typed could be a link:
 * the form cannot send a stranger's link in the society's name (decision 080).
 */
export function greeting(name: string, language: Language) {
  const frame = acknowledgementFrame[language];
  return holdsWebAddress(name) ? frame.greetingWithoutName : fillSlots(frame.greeting, { name });
}

/** The letter's last words, signed with the society's published name. */
export const signOff = (organisation: PublishedSettings, language: Language) =>
  fillSlots(acknowledgementFrame[language].signOff, { name: inLanguage(organisation, "name", language) });

/** The society's phone and email as published; a detail production withholds is left out. */
function contactLine(organisation: PublishedSettings, language: Language) {
  const phone = phoneOf(organisation);
  return [
    phone && fillSlots(acknowledgementFrame[language].phoneLine, { phone: phone.display }),
    organisation.email,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The frame of an email to a member of the public; `whyYouGetThis` when it was not a form they sent. */
export function submitterLayout(
  language: Language,
  organisation: PublishedSettings,
  whyYouGetThis = acknowledgementFrame[language].whyYouGetThis,
): EmailLayout {
  return {
    lang: languageTags[language],
    organisationName: inLanguage(organisation, "name", language),
    footerLines: [
      postalAddressLines(organisation, language).join(", "),
      contactLine(organisation, language),
      whyYouGetThis,
    ].filter(Boolean),
  };
}
