import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";

/*
 * Without SMTP_URL every email is an .eml file in DATA_DIR/mail named after its submission's
 * reference ("CON-7F3K2Q-notification.eml", see server/mail/messages.ts), so a submission's emails
 * are the files whose names start with its reference. Deleting a submission deletes them too, or
 * the mail folder would keep what the database no longer does.
 */

export function mailDirectory(dataDir: string): string {
  return path.join(dataDir, "mail");
}

async function fileNames(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  }
}

/** Deletes the email files of these submissions (and half-written ones); returns how many went. */
export async function deleteEmailFiles(directory: string, references: Iterable<string>): Promise<number> {
  const prefixes = [...references].map((reference) => `${reference}-`);
  if (prefixes.length === 0) return 0;
  const doomed = (await fileNames(directory)).filter((name) =>
    prefixes.some((prefix) => name.startsWith(prefix)),
  );
  await Promise.all(doomed.map((name) => rm(path.join(directory, name), { force: true })));
  return doomed.length;
}

/**
 * Email files whose text holds the address: To, Reply-To and plain bodies name it as written.
 * Quoted-printable bodies may break a long line inside it ("=\r\n"), so those breaks are joined
 * before searching. Files are found by reference first (deleteEmailFiles); this catches the rest,
 * such as the emails of a submission deleted earlier whose file stayed.
 */
export async function emailFilesMentioning(directory: string, address: string): Promise<string[]> {
  const needle = address.toLowerCase();
  const matches: string[] = [];
  for (const name of await fileNames(directory)) {
    const text = await readFile(path.join(directory, name), "utf8").catch(() => "");
    if (
      text
        .replace(/=\r?\n/g, "")
        .toLowerCase()
        .includes(needle)
    )
      matches.push(name);
  }
  return matches;
}

export async function deleteFiles(directory: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(path.join(directory, name), { force: true })));
}
