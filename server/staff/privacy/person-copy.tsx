import { organisation } from "#app/content/organisation.ts";
import { formatIst } from "../../india-time.ts";
import type { Block } from "../../mail/content.ts";
import type { PersonRecord } from "../../privacy/person.ts";
import { emailKindLabels, emailStateLabels, formLabel } from "../ui/labels.ts";

export type PersonCopyProps = {
  record: PersonRecord;
  /** Each submission's fields labelled as on its form, by submission id. */
  fields: Record<string, Block[]>;
  /** When the copy was made (ISO). */
  madeAt: string;
};

/*
 * The copy given to a person of what is stored about them, as a document they can open and read
 * (the JSON beside it is for programs): a file on its own, with its styles inside it and no script.
 */

const styles = `
body { font-family: system-ui, "Noto Sans", "Noto Sans Telugu", sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1d1b16; line-height: 1.5; }
h1 { color: #18442a; font-size: 1.6rem; } h2 { color: #18442a; border-top: 1px solid #e4dac6; padding-top: 1rem; }
dl { display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: 0.25rem 1rem; }
dl > div { display: contents; } dt { color: #4d483d; } dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.muted { color: #4d483d; } @media print { body { margin: 0; } }
`;

function Fields({ blocks }: { blocks: Block[] }) {
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
              <dd dir="auto">{row.value === "" ? "Not given" : row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    ),
  );
}

export function PersonCopyDocument({ record, fields, madeAt }: PersonCopyProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Your data held by ${organisation.name}`}</title>
        <style>{styles}</style>
      </head>
      <body>
        <h1>Your data held by {organisation.name}</h1>
        <p>
          Everything the society’s website keeps about <bdi>{record.address}</bdi>, as on {formatIst(madeAt)}.
        </p>
        <p className="muted">
          {record.submissions.length} form(s) you sent; named in {record.mentionedIn.length} form(s) other
          people sent; {record.emailFiles.length} email file(s) naming your address.
        </p>
        {record.submissions.map((submission) => (
          <section key={submission.id}>
            <h2>
              {formLabel(submission.formType)} form, reference {submission.reference}
            </h2>
            <p>
              Received {formatIst(submission.createdAt)}
              {submission.status === "spam" ? " (kept in the spam folder: no email was sent)" : ""}.
            </p>
            <h3>What you sent</h3>
            <Fields blocks={fields[submission.id] ?? []} />
            <h3>Your consent</h3>
            <p>
              {submission.consent
                ? `You sent the form with privacy notice version ${submission.consent.noticeVersion} shown, on ${formatIst(submission.consent.at)}.`
                : "Sent before the forms recorded the privacy notice shown."}
            </p>
            <h3>Emails about it</h3>
            {submission.emails.length === 0 ? (
              <p>None.</p>
            ) : (
              <ul>
                {submission.emails.map((email, index) => (
                  <li key={index}>
                    {emailKindLabels[email.kind] ?? email.kind}:{" "}
                    {emailStateLabels[email.status] ?? email.status}
                    {email.sentAt ? `, ${formatIst(email.sentAt)}` : ""}
                  </li>
                ))}
              </ul>
            )}
            {submission.staffNote && (
              <>
                <h3>The team’s note</h3>
                <p dir="auto">{submission.staffNote.note || "(empty)"}</p>
                {submission.staffNote.handledAt && (
                  <p>Handled {formatIst(submission.staffNote.handledAt)}.</p>
                )}
              </>
            )}
            {submission.keptByLawUntil && (
              <p>
                A donation record: the tax rules require the society to keep it until{" "}
                {formatIst(submission.keptByLawUntil)}.
              </p>
            )}
          </section>
        ))}
        {record.mentionedIn.length > 0 && (
          <section>
            <h2>Where other people’s forms name you</h2>
            <ul>
              {record.mentionedIn.map((mention) => (
                <li key={mention.id}>
                  {formLabel(mention.formType)} form {mention.reference}, received{" "}
                  {formatIst(mention.createdAt)}: in {mention.fields.join(", ")}
                </li>
              ))}
            </ul>
          </section>
        )}
      </body>
    </html>
  );
}
