/*
 * The society's PDFs in app/content/documents/, as the build found them: each file's name and the
 * address it is served at: the certificates the credentials name. Reports and accounts are uploaded
 * by staff at /staff/documents (server/documents/).
 */

export type DocumentFiles = Readonly<Record<string, string>>;

/** The address of the named file, or undefined when no file is named; a named file missing is a mistake. */
export function documentUrl(files: DocumentFiles, fileName: string): string | undefined {
  if (!fileName) return undefined;
  const found = Object.entries(files).find(([file]) => file.endsWith(`/${fileName}`));
  if (!found)
    throw new Error(`app/content/documents/${fileName} is named in the content but not in the folder.`);
  return found[1];
}
