import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { mailDirectory } from "../../server/privacy/mail-files.ts";
import { findPerson, type PersonContext } from "../../server/privacy/person.ts";
import { submissionSeeder } from "../../server/privacy/testing.ts";
import { auditedByCommandLine, auditLog } from "../../server/staff/testing.ts";
import { sqliteBackend } from "../../server/testing/api.ts";
import { databasePerTest } from "../../server/testing/database-per-test.ts";
import { validSubmissions } from "../../server/testing/submissions.ts";
import { personCommand } from "./person.ts";

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "../submissions.ts");
const asha = validSubmissions.donation.data.email;
const ravi = validSubmissions.contact.data.email;

const database = databasePerTest(sqliteBackend());
let dataDir: string;
let context: PersonContext;
let references: { donation: string; contact: string; ravi: string };

beforeEach(async () => {
  dataDir = path.dirname(database.handle.location);
  context = {
    db: database.handle.db,
    mailDirectory: mailDirectory(dataDir),
    donationYears: 10,
    now: new Date(),
  };
  const { submit, writeEmails } = await submissionSeeder(database.handle, dataDir);
  const at = new Date(Date.now() - 60_000);
  references = {
    donation: await submit(validSubmissions.donation, at),
    contact: await submit(
      { formType: "contact", data: { ...validSubmissions.contact.data, email: asha } },
      at,
    ),
    ravi: await submit(validSubmissions.contact, at),
  };
  await writeEmails();
});

const ownReferences = async (address: string) =>
  (await findPerson(context, address)).submissions.map((submission) => submission.reference);

describe("person", () => {
  it("lists an address's submissions, their emails and the donation's legal period", async () => {
    const outcome = await personCommand(context, [asha.toUpperCase()], undefined);
    expect(outcome.status).toBe("done");
    if (outcome.status !== "done") return;
    expect(outcome.output).toContain(`About ${asha}:`);
    expect(outcome.output).toMatch(
      new RegExp(
        `${references.donation}  donation  received .*\\(acknowledgement written, notification written; donation record kept until 20\\d\\d-04-01 00:00 IST\\)`,
      ),
    );
    expect(outcome.output).toContain(`${references.contact}  contact  received`);
    expect(outcome.output).not.toContain(references.ravi);
  });

  it("refuses bad arguments without changing anything", async () => {
    for (const args of [
      [],
      ["not-an-address"],
      [asha, ravi],
      [asha, "--export", "--erase"],
      [asha, "--yes"],
      [asha, "--erase", "--include-donations", "--keep-donations"],
      [asha, "--forget"],
    ])
      expect((await personCommand(context, args, undefined)).status, args.join(" ")).toBe("usage");
    expect(await ownReferences(asha)).toHaveLength(2);
  });

  it("asks for the address typed back before erasing, and erases nothing on a wrong answer", async () => {
    const wrong = await personCommand(context, [asha, "--erase", "--keep-donations"], async () => "yes");
    expect(wrong).toEqual({
      status: "refused",
      error: "Nothing was erased: the confirmation did not match.",
    });
    expect(await ownReferences(asha)).toHaveLength(2);
    let question = "";
    const right = await personCommand(context, [asha, "--erase", "--keep-donations"], async (asked) => {
      question = asked;
      return `erase ${asha}`;
    });
    expect(question).toContain(`Type "erase ${asha}" to confirm`);
    expect(right.status).toBe("done");
    expect(await ownReferences(asha)).toEqual([references.donation]);
    expect(await ownReferences(ravi)).toEqual([references.ravi]);
  });
});

describe("person as a command", () => {
  const command = (...args: string[]) =>
    run(process.execPath, [script, "person", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    }).then(
      ({ stdout, stderr }) => ({ stdout, stderr, exitCode: 0 }),
      (error: { stdout: string; stderr: string; code: number }) => ({ ...error, exitCode: error.code }),
    );

  it("exports JSON, refuses the donation without a flag, and erases with --yes --include-donations", async () => {
    const found = await command(asha);
    expect(found.stdout).toContain(`About ${asha}:`);
    const exported = await command(asha, "--export");
    expect(exported.exitCode).toBe(0);
    expect(JSON.parse(exported.stdout).submissions).toHaveLength(2);
    expect(await auditLog(database.handle)).toEqual([
      auditedByCommandLine("privacy.find"),
      auditedByCommandLine("privacy.export"),
    ]);

    const usage = await command("--erase");
    expect(usage.exitCode).toBe(2);

    const notConfirmed = await command(asha, "--erase");
    expect(notConfirmed.exitCode).toBe(1);
    expect(notConfirmed.stderr).toContain("Nothing was erased: add --yes");

    const refused = await command(asha, "--erase", "--yes");
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain(`Nothing was erased: ${references.donation} (kept until`);
    expect(await ownReferences(asha)).toHaveLength(2);
    // Neither the call without an address nor the two refusals is in the log.
    expect(await auditLog(database.handle)).toHaveLength(2);

    const erased = await command(asha, "--erase", "--yes", "--include-donations");
    expect(erased.exitCode).toBe(0);
    expect(erased.stdout).toContain(`Erased 2 submission(s) (${references.donation}, ${references.contact})`);
    expect(erased.stdout).toContain("deleted 4 email file(s)");
    expect(await ownReferences(asha)).toEqual([]);
    expect(await ownReferences(ravi)).toEqual([references.ravi]);
    const erasure = /Recorded as erasure (\S+),/.exec(erased.stdout)?.[1];
    expect(erasure).toMatch(/^[0-9a-f-]{36}$/);
    expect((await auditLog(database.handle)).slice(2)).toEqual([
      auditedByCommandLine("privacy.erase", erasure),
    ]);
    expect(JSON.stringify(await auditLog(database.handle))).not.toContain(asha);
  }, 60_000);
});
