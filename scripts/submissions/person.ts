import { parseArgs } from "node:util";
import { indiaTime } from "../../server/india-time.ts";
import {
  type DonationChoice,
  erasePerson,
  exportPerson,
  findPerson,
  type PersonContext,
  type PersonRecord,
} from "../../server/privacy/person.ts";
import type { AuditLine } from "../../server/accounts/audit.ts";
import { commandLine } from "../../server/accounts/audit.ts";
import { type AskTyped, refusalUnlessConfirmed } from "./confirm.ts";

export const personUsage = `  person <email> [--export]                           what is stored about an address: its submissions with their
                                                      emails and staff notes, others' submissions naming it, email
                                                      files; --export prints it all as JSON
  person <email> --erase [--yes]                      erases all of it and records that an erasure happened,
         [--include-donations | --keep-donations]     after saying what goes; a donation record the tax rules still
                                                      keep stops it unless included, or kept while the rest goes
`;

export type PersonOutcome =
  | { status: "done"; output: string; audit: AuditLine }
  | { status: "refused"; error: string }
  | { status: "usage"; error: string };

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      export: { type: "boolean" },
      erase: { type: "boolean" },
      yes: { type: "boolean" },
      "include-donations": { type: "boolean" },
      "keep-donations": { type: "boolean" },
    },
  });
}

function describe(record: PersonRecord): string {
  const lines = [`About ${record.address}:`];
  if (record.submissions.length === 0) lines.push("  No submission sent from this address.");
  for (const submission of record.submissions) {
    const emails =
      submission.emails.map((email) => `${email.kind} ${email.status}`).join(", ") || "no emails";
    const kept = submission.keptByLawUntil
      ? `; donation record kept until ${indiaTime(submission.keptByLawUntil)}`
      : "";
    const note = submission.staffNote ? "; staff note" : "";
    lines.push(
      `  ${submission.reference}  ${submission.formType}  ${submission.status}  ${indiaTime(submission.createdAt)}  (${emails}${note}${kept})`,
    );
  }
  for (const mention of record.mentionedIn)
    lines.push(
      `  Named in ${mention.reference} (${mention.formType}, someone else's) in: ${mention.fields.join(", ")}`,
    );
  lines.push(`  Email files naming it in the mail folder: ${record.emailFiles.length}`);
  return `${lines.join("\n")}\n`;
}

/** `person`: list, export or erase what is stored about one email address. */
export async function personCommand(
  context: PersonContext,
  args: string[],
  ask: AskTyped,
): Promise<PersonOutcome> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    return { status: "usage", error: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  const [address] = positionals;
  if (!address || positionals.length > 1 || !address.includes("@"))
    return { status: "usage", error: "person takes one email address." };
  if (values.export && values.erase)
    return { status: "usage", error: "Choose --export or --erase, not both." };
  if (values["include-donations"] && values["keep-donations"])
    return { status: "usage", error: "Choose --include-donations or --keep-donations, not both." };
  if (!values.erase && (values.yes || values["include-donations"] || values["keep-donations"]))
    return { status: "usage", error: "--yes and the donation options go with --erase." };

  // As in the staff area, the audit log never holds the address.
  if (values.export)
    return {
      status: "done",
      output: await exportPerson(context, address),
      audit: { action: "privacy.export", subject: null },
    };
  const record = await findPerson(context, address);
  const listing = describe(record);
  if (!values.erase)
    return { status: "done", output: listing, audit: { action: "privacy.find", subject: null } };

  const donations: DonationChoice = values["include-donations"]
    ? "include"
    : values["keep-donations"]
      ? "keep"
      : "refuse";
  const refusal = await refusalUnlessConfirmed({
    yes: values.yes === true,
    ask,
    said: listing,
    warning: "This cannot be undone. ",
    expected: `erase ${record.address}`,
    nothingDone: "Nothing was erased",
  });
  if (refusal) return { status: "refused", error: refusal };
  const result = await erasePerson(context, address, { donations, requestedBy: commandLine.email });
  if (result.status === "refused") {
    const kept = result.donations
      .map((donation) => `${donation.reference} (kept until ${indiaTime(donation.keptByLawUntil)})`)
      .join(", ");
    return {
      status: "refused",
      error:
        `Nothing was erased: ${kept} must be kept under the tax rules (decision 016). ` +
        "Add --keep-donations to erase everything else, or --include-donations if the society's auditor agrees it may go.",
    };
  }
  const kept = result.donationsKept.length > 0 ? ` Kept by law: ${result.donationsKept.join(", ")}.` : "";
  return {
    status: "done",
    output:
      `${values.yes ? listing : ""}Erased ${result.submissions.length} submission(s) (${result.submissions.join(", ") || "none"}), ` +
      `cleared the address from ${result.mentionsCleared} other submission(s), deleted ${result.emailFiles} email file(s).${kept}\n` +
      `Recorded as erasure ${result.erasureId}, without the data.\n`,
    audit: { action: "privacy.erase", subject: result.erasureId },
  };
}
