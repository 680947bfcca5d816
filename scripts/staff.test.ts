import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { auditedByCommandLine, auditLog } from "../server/staff/testing.ts";
import { sqliteBackend } from "../server/testing/api.ts";
import { databasePerTest } from "../server/testing/database-per-test.ts";

/* `npm run staff`: accounts with roles, from the server's command line. */

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "staff.ts");
const database = databasePerTest(sqliteBackend());
let dataDir: string;

beforeEach(() => {
  dataDir = path.dirname(database.handle.location);
});

const staff = (...args: string[]) =>
  run(process.execPath, [script, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } });

describe("npm run staff", () => {
  it("adds an administrator without --role, another role with it, changes one, and lists them", async () => {
    expect((await staff("add", "meena@example.org", "--name", "Meena")).stdout).toBe(
      "Added Meena <meena@example.org> as administrator. They sign in at /staff with this address.\n",
    );
    await staff("add", "ravi@example.org", "--name", "Ravi", "--role", "editor");
    expect((await staff("role", "ravi@example.org", "--role", "office")).stdout).toBe(
      "ravi@example.org is now office, from their next page.\n",
    );
    const { stdout } = await staff("list");
    expect(stdout).toMatch(/^meena@example\.org {2}Meena {2}administrator /m);
    expect(stdout).toMatch(/^ravi@example\.org {2}Ravi {2}office /m);
    expect(await auditLog(database.handle)).toEqual([
      auditedByCommandLine("account.add", "meena@example.org (administrator)"),
      auditedByCommandLine("account.add", "ravi@example.org (editor)"),
      auditedByCommandLine("account.role", "ravi@example.org (editor → office)"),
    ]);
  }, 30_000);

  it("refuses an unknown role, and removing or demoting the last administrator", async () => {
    await expect(staff("add", "sita@example.org", "--name", "Sita", "--role", "owner")).rejects.toMatchObject(
      {
        code: 1,
        stderr: expect.stringContaining("a role is one of: administrator, office, editor, translator"),
      },
    );
    await expect(staff("add", "meena@example.org")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('add needs --name "<name>"'),
    });
    await staff("add", "meena@example.org", "--name", "Meena");
    await expect(staff("remove", "meena@example.org")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("This is the last administrator"),
    });
    await expect(staff("role", "meena@example.org", "--role", "editor")).rejects.toMatchObject({ code: 1 });
    await expect(staff("role", "meena@example.org")).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});
