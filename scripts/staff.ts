// Staff accounts for the staff area (/staff): `npm run staff -- <command>`. Accounts are made only
// here, so nobody can sign up through the web. Opens the server's database (DATA_DIR or DATABASE_URL).
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrations.ts";
import { readEnv } from "../server/env.ts";
import { addAccount, changeRole, listAccounts, removeAccount } from "../server/accounts/accounts.ts";
import { roles } from "../server/accounts/roles.ts";
import { rotateStaffAuthSecret } from "../server/accounts/auth-secret.ts";
import { commandLine } from "../server/accounts/audit.ts";
import { withStaffTables } from "../server/accounts/database.ts";
import { formatIst } from "../server/india-time.ts";
import { finish, type Outcome } from "./command-line.ts";

const usage = `Usage: npm run staff -- <command>

  add <email> --name "<name>" [--role <role>]
                                create an account; its owner signs in at /staff with a link sent to
                                <email>. Roles: ${roles.join(", ")}; without --role, administrator
  role <email> --role <role>    give an account another role, from its next page
  list                          every account, with its role and number of open sessions
  remove <email>                delete an account; its sessions and passkeys stop working at once
                                (never the last administrator)
  rotate-secret                 a new key for session cookies; every session and unused sign-in
                                link ends now (restart the server afterwards)
`;

async function run(argv: string[]): Promise<Outcome> {
  const { positionals, values } = parseArgs({
    args: argv,
    options: { name: { type: "string" }, role: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  const [command, email, ...extra] = positionals;
  if (!command || command === "help") return { output: usage, exitCode: 0 };
  if (!["add", "list", "remove", "role", "rotate-secret"].includes(command))
    return { error: `Unknown command "${command}".\n\n${usage}`, exitCode: 2 };
  const takesNoAddress = command === "list" || command === "rotate-secret";
  if (takesNoAddress && email !== undefined)
    return { error: `${command} takes no arguments.\n\n${usage}`, exitCode: 2 };
  if (!takesNoAddress && (!email || extra.length > 0))
    return { error: `${command} takes one email address.\n\n${usage}`, exitCode: 2 };
  if (command === "add" && values.name === undefined)
    return { error: `add needs --name "<name>".\n\n${usage}`, exitCode: 2 };
  if (command === "role" && values.role === undefined)
    return { error: `role needs --role <role>.\n\n${usage}`, exitCode: 2 };
  if (values.role !== undefined && command !== "add" && command !== "role")
    return { error: `--role goes with add or role.\n\n${usage}`, exitCode: 2 };
  const database = openDatabase(readEnv());
  try {
    await migrateToLatest(database);
    process.stderr.write(`Database: ${database.location}\n`);
    const db = withStaffTables(database.db);
    if (command === "list") {
      const accounts = await listAccounts(db);
      const lines = accounts.map(
        (account) =>
          `${account.email}  ${account.name}  ${account.role}  (added ${formatIst(account.created_at)}, ${account.sessions} open session(s))`,
      );
      return { output: `${[...lines, `${accounts.length} account(s).`].join("\n")}\n`, exitCode: 0 };
    }
    if (command === "rotate-secret") {
      const { sessions } = await rotateStaffAuthSecret(database.db, commandLine);
      return {
        output: `New session key stored; ${sessions} session(s) ended. Restart the server so that it signs with the new key.\n`,
        exitCode: 0,
      };
    }
    const address = email ?? "";
    const result =
      command === "add"
        ? await addAccount(db, { email: address, name: values.name, role: values.role }, commandLine)
        : command === "role"
          ? await changeRole(db, { email: address, role: values.role ?? "" }, commandLine)
          : await removeAccount(db, address, commandLine);
    return result.status === "ok"
      ? { output: result.message, exitCode: 0 }
      : { error: result.error, exitCode: 1 };
  } finally {
    await database.close();
  }
}

// A wrong option (parseArgs throws) is a wrong call: exit code 2.
await finish(run(process.argv.slice(2)), 2);
