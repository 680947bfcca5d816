// Benchmark of the media library's processing: `npm run bench:images [-- --runs 3]`. Prints figures;
// it is not a test and asserts no speed (the goal, issue 24: under 3 s per 12 MP photo, under 400 MB
// with four at once).
//
// A generated 12-megapixel JPEG (4000 x 3000, textured noise: harder to encode than most photos)
// goes through the same check and processing an upload does (server/media/check.ts, process.ts),
// one at a time and four at once (the queue runs them one after another), and a 49 MP one alone. Each scenario runs in a
// process of its own, so that its peak memory (the kernel's maxRSS) is its own.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { checkUpload } from "../../server/media/check.ts";
import { processImage } from "../../server/media/process.ts";
import { boundedNumber, machineSummary, markdownTable } from "./report.ts";

// As the systemd unit runs the server (deploy/systemd/dai-society.service); `MALLOC_ARENA_MAX=` another.
const arenas = process.env.MALLOC_ARENA_MAX ?? "2";

const { values: options } = parseArgs({
  options: { runs: { type: "string" }, scenario: { type: "string" }, photo: { type: "string" } },
});

async function texturedJpeg(width: number, height: number) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#6b7a3a",
      noise: { type: "gaussian", mean: 110, sigma: 45 },
    },
  })
    .jpeg()
    .toBuffer();
  // Blurred a little, so that it has texture (leaves, soil) rather than pure noise.
  return sharp(noise).blur(1.2).jpeg({ quality: 88 }).toBuffer();
}

async function processOne(bytes: Buffer) {
  const check = await checkUpload(bytes);
  if (!check.ok) throw new Error(check.reason);
  return processImage(bytes, check.type);
}

/** One scenario in this process, on the photo the parent made: prints one JSON line. */
async function runScenario(scenario: string, photo: string) {
  const bytes = readFileSync(photo);
  const count = scenario === "four" ? 4 : 1;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const results = await Promise.all(Array.from({ length: count }, () => processOne(bytes)));
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const [first] = results;
  console.log(
    JSON.stringify({
      scenario,
      inputBytes: bytes.length,
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      original: first?.original.bytes.length,
      variants: first?.variants.map((variant) => ({
        kind: variant.kind,
        width: variant.width,
        height: variant.height,
        bytes: variant.bytes.length,
      })),
    }),
  );
}

type Figures = {
  scenario: string;
  inputBytes: number;
  ms: number;
  cpuMs: number;
  maxRssMb: number;
  original: number;
  variants: { kind: string; width: number; height: number; bytes: number }[];
};

const medianOf = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function measure(scenario: string, photo: string): Figures {
  const output = execFileSync(
    process.execPath,
    [import.meta.filename, "--scenario", scenario, "--photo", photo],
    { encoding: "utf8", env: { ...process.env, MALLOC_ARENA_MAX: arenas } },
  );
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as Figures;
}

if (options.scenario && options.photo) {
  await runScenario(options.scenario, options.photo);
} else {
  const runs = boundedNumber(options.runs, 3, 1, 20, "runs");
  const directory = mkdtempSync(path.join(tmpdir(), "bench-images-"));
  const photo = path.join(directory, "twelve-megapixels.jpg");
  writeFileSync(photo, await texturedJpeg(4000, 3000));
  // The largest a phone makes that the library takes (decision 039: 50 MP at most).
  const largest = path.join(directory, "forty-nine-megapixels.jpg");
  writeFileSync(largest, await texturedJpeg(7000, 7000));
  console.log(machineSummary());
  const rows: string[][] = [];
  let sample: Figures | undefined;
  for (const scenario of ["one", "four"]) {
    const figures = Array.from({ length: runs }, () => measure(scenario, photo));
    sample ??= figures[0];
    const median = medianOf(figures.map((figure) => figure.ms));
    const cpu = medianOf(figures.map((figure) => figure.cpuMs));
    const count = scenario === "four" ? 4 : 1;
    rows.push([
      scenario === "four" ? "four at once" : "one",
      `${(median / 1000).toFixed(2)} s`,
      `${(median / count / 1000).toFixed(2)} s`,
      `${(cpu / count / 1000).toFixed(2)} s`,
      `${Math.max(...figures.map((figure) => figure.maxRssMb)).toFixed(0)} MB`,
    ]);
  }
  console.log(
    `\n12 MP JPEG (4000 x 3000, ${Math.round((sample?.inputBytes ?? 0) / 1024)} KB), median of ${runs} runs, MALLOC_ARENA_MAX=${arenas}:\n`,
  );
  console.log(
    markdownTable(["photos", "all done", "per photo", "CPU per photo", "peak memory (maxRSS)"], rows),
  );
  const large = Array.from({ length: runs }, () => measure("one", largest));
  const largeMedian = medianOf(large.map((figure) => figure.ms));
  console.log(
    `\n49 MP JPEG (7000 x 7000, ${Math.round((large[0]?.inputBytes ?? 0) / 1024)} KB), one, median of ${runs} runs: ${(largeMedian / 1000).toFixed(2)} s, peak memory (maxRSS) ${Math.max(...large.map((figure) => figure.maxRssMb)).toFixed(0)} MB; kept original ${Math.round((large[0]?.original ?? 0) / 1024)} KB`,
  );
  console.log("\nFiles made from one photo:\n");
  console.log(
    markdownTable(
      ["file", "size (px)", "bytes"],
      [
        ["kept original (JPEG q90)", "4000 x 3000", `${Math.round((sample?.original ?? 0) / 1024)} KB`],
        ...(sample?.variants ?? []).map((variant) => [
          variant.kind,
          `${variant.width} x ${variant.height}`,
          `${(variant.bytes / 1024).toFixed(1)} KB`,
        ]),
      ],
    ),
  );
  rmSync(directory, { recursive: true, force: true });
}
