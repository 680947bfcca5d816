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

const compressors = {
  br: (bytes: Buffer) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  gzip: (bytes: Buffer) => promisify(gzip)(bytes, { level: zlib.Z_BEST_COMPRESSION }),
};

/**
 * Writes a `.br` and a `.gz` beside every compressible file under clientDir, replacing older ones.
 * No twin for a file of 512 bytes or less, or where it would not be smaller. Returns how many were written.
 */
/**
 * A file's twins: brotli and gzip at their highest levels, none for a file of 512 bytes or less or
 * where it would not be smaller. The build writes them beside the files; the server keeps those of
 * the pages it renders again after a publish (server/content/pages.ts) in memory.
 */
export async function compressedTwins(bytes: Buffer) {
  const twins: Partial<Record<(typeof precompressedEncodings)[number]["encoding"], Buffer>> = {};
  for (const { encoding } of precompressedEncodings) {
    const compressed = bytes.byteLength > minimumBytes ? await compressors[encoding](bytes) : undefined;
    if (compressed && compressed.byteLength < bytes.byteLength) twins[encoding] = compressed;
  }
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
