import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

/*
 * The build's compressed twins: `x.html.br` and `x.html.gz` beside `x.html`, made once at the end of
 * the build at the highest levels, so that neither the Node server (server/site.ts), nginx
 * (brotli_static, gzip_static; deploy/nginx/) nor a CDN compresses a response again.
 */

/** The encodings, as Content-Encoding names them, with the suffix of their files; preferred first. */
export const precompressedEncodings = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

// Text formats; images and fonts are compressed already.
const compressibleExtensions = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
]);
// Below this a compressed body saves less than the headers it costs.
const minimumBytes = 512;

/*
 * Pages rendered while the site runs (at start and after a publish: server/content/pages.ts) use
 * brotli's quality 10: a third of quality 11's CPU for about 2 % more bytes (decision 050), so
 * that a restart or a settings publish, which renders every page again, is served seconds sooner.
 * The build's files, made once, keep the highest level.
 */
export const renderedPageBrotliQuality = 10;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A file's twins: brotli (at its highest quality unless told otherwise) and gzip at its highest
 * level, none for a file of 512 bytes or less or where it would not be smaller. The build writes
 * them beside the files; the server keeps those of the pages it renders (server/content/pages.ts)
 * in memory.
 */
export async function compressedTwins(bytes: Buffer, brotliQuality: number = zlib.BROTLI_MAX_QUALITY) {
  const twins: Partial<Record<(typeof precompressedEncodings)[number]["encoding"], Buffer>> = {};
  if (bytes.byteLength <= minimumBytes) return twins;
  const compressed = {
    br: await compressBrotli(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    }),
    gzip: await compressGzip(bytes, { level: zlib.Z_BEST_COMPRESSION }),
  };
  for (const { encoding } of precompressedEncodings)
    if (compressed[encoding].byteLength < bytes.byteLength) twins[encoding] = compressed[encoding];
  return twins;
}

/**
 * Writes a `.br` and a `.gz` beside every compressible file under clientDir, replacing older ones
 * (see compressedTwins). Returns how many were written.
 */
export async function precompressSiteFiles(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const jobs = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const twins = await compressedTwins(await readFile(file));
      let written = 0;
      for (const { encoding, suffix } of precompressedEncodings) {
        const compressed = twins[encoding];
        // An older twin would no longer match its file.
        if (!compressed) await rm(`${file}${suffix}`, { force: true });
        else {
          await writeFile(`${file}${suffix}`, compressed);
          written += 1;
        }
      }
      return written;
    });
  return (await Promise.all(jobs)).reduce((sum, count) => sum + count, 0);
}
