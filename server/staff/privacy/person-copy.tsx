import { personCopyWording } from "#app/content/forms/person-copy.ts";
import { fillSlots, type Language, languageTags } from "#app/content/language.ts";
import { formatRupees } from "#app/utils/rupees.ts";
import { formatIst } from "../../india-time.ts";
import { type Block, longDate } from "../../mail/content.ts";
import type { EmailRecord, PaymentRecord } from "../../privacy/person-donations.ts";
import type { OwnSubmission, PersonRecord } from "../../privacy/person.ts";

export type PersonCopyProps = {
  record: PersonRecord;
  /** Each submission's fields labelled as on its form, in the record's language, by submission id. */
  fields: Record<string, Block[]>;
  /** When the copy was made (ISO). */
  madeAt: string;
  /** The society's name as published, in the record's language. */
  society: string;
};

/*
 * The copy given to a person of what is stored about them, as a document they can open and read
 * (the JSON beside it is for programs): a file on its own, with its styles inside it and no script,
 * in the language they wrote to the society in (their newest form's).
 */

const styles = `
body { font-family: system-ui, "Noto Sans", "Noto Sans Telugu", sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1d1b16; line-height: 1.6; }
h1 { color: #18442a; font-size: 1.6rem; } h2 { color: #18442a; border-top: 1px solid #e4dac6; padding-top: 1rem; }
dl { display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: 0.25rem 1rem; }
dl > div { display: contents; } dt { color: #4d483d; } dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.muted { color: #4d483d; } @media print { body { margin: 0; } }
@media (max-width: 30rem) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 0.5rem; } }
`;

// Date and time apart: formatted together, Telugu joins "కి" ("at") to the time.
const teluguDate = new Intl.DateTimeFormat("te-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const teluguTime = new Intl.DateTimeFormat("te-IN", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** A moment as the reader reads dates: "23 Nov 2026, 1:47 pm IST", or in Telugu. */
const when = (language: Language, iso: string) =>
  language === "te"
    ? `${teluguDate.format(new Date(iso))}, ${teluguTime.format(new Date(iso))} IST`
    : formatIst(iso);

type Words = (typeof personCopyWording)[Language];

function Fields({ blocks, words }: { blocks: Block[]; words: Words }) {
  return blocks.map((block, index) =>
    block.type === "paragraph" ? (
      <p key={index} dir="auto">
        {block.text}
      </p>
    ) : (
      <div key={index}>
        {block.title && <h4>{block.title}</h4>}
        <dl>
          {block.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd dir="auto">{row.value === "" ? words.notGiven : row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    ),
  );
}

function Emails({ emails, language }: { emails: EmailRecord[]; language: Language }) {
  const words = personCopyWording[language];
  if (emails.length === 0) return <p>{words.none}</p>;
  return (
    <ul>
      {emails.map((email, index) => (
        <li key={index}>
          {words.emailKinds[email.kind as keyof Words["emailKinds"]] ?? email.kind}:{" "}
          {words.emailStates[email.status]}
          {email.sentAt ? `, ${when(language, email.sentAt)}` : ""}
        </li>
      ))}
    </ul>
  );
}

const formName = (words: Words, formType: string) =>
  words.formNames[formType as keyof Words["formNames"]] ?? formType;

function Submission({
  submission,
  fields,
  language,
}: {
  submission: OwnSubmission;
  fields: Block[];
  language: Language;
}) {
  const words = personCopyWording[language];
  const { consent, staffNote, keptByLawUntil } = submission;
  return (
    <section>
      <h2>
        {fillSlots(words.formHeading, {
          form: formName(words, submission.formType),
          reference: submission.reference,
        })}
      </h2>
      <p>{fillSlots(words.received, { date: when(language, submission.createdAt) })}</p>
      {submission.status === "spam" && <p>{words.spam}</p>}
      <h3>{words.whatYouSent}</h3>
      <Fields blocks={fields} words={words} />
      {submission.paymentReports.length > 0 && (
        <>
          <h3>{words.reports}</h3>
          <ul>
            {submission.paymentReports.map((report, index) => (
              <li key={index}>
                {fillSlots(words.report, {
                  mode: words.modes[report.mode],
                  reference: report.paymentReference,
                  paidOn: longDate(report.paidOn, language),
                  date: when(language, report.createdAt),
                })}
                {report.status === "spam" ? ` ${words.reportSpam}` : ""}
                <Emails emails={report.emails} language={language} />
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{words.consent}</h3>
      <p>
        {consent
          ? fillSlots(words.consentGiven, {
              version: consent.noticeVersion,
              date: when(language, consent.at),
            })
          : words.consentBefore}
      </p>
      <h3>{words.emails}</h3>
      <Emails emails={submission.emails} language={language} />
      {staffNote?.note && (
        <>
          <h3>{words.teamNote}</h3>
          <p dir="auto">{staffNote.note}</p>
        </>
      )}
      {staffNote?.handledAt && (
        <p>{fillSlots(words.handled, { date: when(language, staffNote.handledAt) })}</p>
      )}
      {keptByLawUntil && <p>{fillSlots(words.keptByLaw, { date: when(language, keptByLawUntil) })}</p>}
    </section>
  );
}

function Payment({ payment, language }: { payment: PaymentRecord; language: Language }) {
  const words = personCopyWording[language];
  const labels = words.paymentRows;
  const rows: [string, string | null][] = [
    [labels.pledge, payment.pledgeReference],
    [labels.name, payment.donorName],
    [labels.email, payment.donorEmail],
    [labels.pan, payment.donorPan],
    [labels.aadhaar, payment.donorAadhaar],
    [labels.address, payment.donorAddress],
    [labels.amount, formatRupees(payment.amountRupees)],
    [labels.paidOn, longDate(payment.paidOn, language)],
    [labels.mode, words.modes[payment.mode]],
    [labels.reference, payment.paymentReference],
    [labels.recorded, when(language, payment.createdAt)],
    [
      labels.cancelled,
      payment.cancelledAt
        ? `${when(language, payment.cancelledAt)}: ${payment.cancellationReason ?? ""}`
        : null,
    ],
  ];
  return (
    <section>
      <h3>{fillSlots(words.paymentHeading, { receipt: payment.receiptNumber })}</h3>
      <dl>
        {rows.flatMap(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ) : (
            []
          ),
        )}
      </dl>
      <h4>{words.emails}</h4>
      <Emails emails={payment.emails} language={language} />
    </section>
  );
}

export function PersonCopyDocument({ record, fields, madeAt, society }: PersonCopyProps) {
  const { language } = record;
  const words = personCopyWording[language];
  const title = fillSlots(words.title, { society });
  const [beforeAddress = "", afterAddress = ""] = fillSlots(words.intro, {
    date: when(language, madeAt),
  }).split("{address}");
  const counts = [
    fillSlots(words.counts.forms, { count: String(record.submissions.length) }),
    fillSlots(words.counts.payments, { count: String(record.payments.length) }),
    fillSlots(words.counts.mentions, { count: String(record.mentionedIn.length) }),
    fillSlots(words.counts.emailFiles, { count: String(record.emailFiles.length) }),
  ];
  return (
    <html lang={languageTags[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{styles}</style>
      </head>
      <body>
        <h1>{title}</h1>
        <p>
          {beforeAddress}
          <bdi>{record.address}</bdi>
          {afterAddress}
        </p>
        <ul className="muted">
          {counts.map((count) => (
            <li key={count}>{count}</li>
          ))}
        </ul>
        {record.submissions.map((submission) => (
          <Submission
            key={submission.id}
            submission={submission}
            fields={fields[submission.id] ?? []}
            language={language}
          />
        ))}
        {record.payments.length > 0 && (
          <section>
            <h2>{words.payments}</h2>
            {record.payments.map((payment) => (
              <Payment key={payment.receiptNumber} payment={payment} language={language} />
            ))}
          </section>
        )}
        {record.mentionedIn.length > 0 && (
          <section>
            <h2>{words.mentions}</h2>
            <ul>
              {record.mentionedIn.map((mention) => (
                <li key={mention.id}>
                  {fillSlots(words.mention, {
                    form: formName(words, mention.formType),
                    reference: mention.reference,
                    date: when(language, mention.createdAt),
                    fields: mention.fields.join(", "),
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </body>
    </html>
  );
}
