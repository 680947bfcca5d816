import { randomUUID } from "node:crypto";
import { organisation } from "#app/content/organisation.ts";
import { indianFigures } from "#app/utils/indian-figures.ts";
import type { EmailContent } from "../mail/content.ts";
import { type EmailLayout, renderHtml, renderText } from "../mail/render.ts";
import { headerSafe, type OutgoingEmail } from "../mail/transport.ts";
import { signInLinkMinutes } from "./auth.ts";
import { type Role, roleDescriptions, roleLabels } from "./roles.ts";

/*
 * The staff area's own emails: the sign-in link, which goes through the outbox like every other
 * email (sign-in-mail.ts, decision 024), and the daily spam digest, sent straight through the
 * server's mail transport (SMTP, or an .eml file under DATA_DIR/mail) and retried by its own
 * schedule.
 */

const layout: EmailLayout = {
  lang: "en-IN",
  organisationName: organisation.name,
  footerLines: ["Sent by the website's staff area to the address of a staff account."],
};

function email(from: string, to: string, content: EmailContent, key: string): OutgoingEmail {
  return {
    key,
    from,
    to: [{ name: "", address: to }],
    subject: headerSafe(content.subject),
    text: renderText(content, layout),
    html: renderHtml(content, layout),
  };
}

/**
 * `key` names its .eml file and Message-ID; it must not reveal the link (sign-in-mail.ts). With
 * `welcome` (the role of someone who has never signed in), the email first says what the account is.
 */
export function signInEmail({
  from,
  to,
  url,
  key,
  welcome,
}: {
  from: string;
  to: string;
  url: string;
  key: string;
  welcome?: Role;
}): OutgoingEmail {
  return email(
    from,
    to,
    {
      subject: welcome
        ? `Welcome to the staff area of ${organisation.name}`
        : "Your sign-in link for the staff area",
      heading: welcome ? "Welcome to the staff area" : "Sign in to the staff area",
      blocks: [
        ...(welcome
          ? [
              {
                type: "paragraph" as const,
                text: `You have an account in the staff area of ${organisation.name}'s website, as ${roleLabels[welcome].toLowerCase()}: you may use ${roleDescriptions[welcome]}. Later, sign in at ${new URL(url).origin}/staff with this email address.`,
              },
            ]
          : []),
        {
          type: "paragraph",
          text: `Open this link to sign in. It works once, within ${signInLinkMinutes} minutes, and the page it opens asks you to press "Sign in":`,
        },
        { type: "paragraph", text: url },
        {
          type: "paragraph",
          text: welcome
            ? "If you do not know why you were given an account, ignore this email and tell the society: nobody can sign in without the link."
            : "If you did not ask to sign in, ignore this email: nobody can sign in without the link.",
        },
      ],
    },
    key,
  );
}

export function spamDigestEmail({
  from,
  to,
  count,
  reports,
  since,
  origin,
}: {
  from: string;
  to: string;
  /** Submissions put in the spam folder since the last digest. */
  count: number;
  /** Donors' payment reports set aside as spam since then (they live with their pledges). */
  reports: number;
  since: string;
  /** The site's origin (SITE_URL), which the links are built on. */
  origin: string;
}): OutgoingEmail {
  const submissions = count === 1 ? "1 submission was" : `${indianFigures(count)} submissions were`;
  const reportsSetAside =
    reports === 1 ? "1 donor’s payment report was" : `${indianFigures(reports)} donors’ payment reports were`;
  const subjects = [
    ...(count > 0 ? [`${submissions.replace(/ was$| were$/, "")} in the spam folder`] : []),
    ...(reports > 0 ? [`${reportsSetAside.replace(/ was$| were$/, "")} set aside as spam`] : []),
  ];
  return email(
    from,
    to,
    {
      subject: subjects.join("; "),
      heading: "New in the spam folder",
      blocks: [
        ...(count > 0
          ? [
              {
                type: "paragraph" as const,
                text: `${submissions} put in the spam folder since ${since}. Most are automated, but a person whose browser filled in the form for them can land there too, and gets no reply until someone marks it "Not spam".`,
              },
              { type: "paragraph" as const, text: `Check them: ${origin}/staff?status=spam` },
            ]
          : []),
        ...(reports > 0
          ? [
              {
                type: "paragraph" as const,
                text: `${reportsSetAside} set aside as spam since ${since}. A donor whose browser filled in "I have paid" for them gets no confirmation until someone opens the pledge and chooses "Not spam".`,
              },
              { type: "paragraph" as const, text: `Check them: ${origin}/staff/donations?show=set-aside` },
            ]
          : []),
      ],
    },
    `staff-spam-digest-${randomUUID()}`,
  );
}
