import { commandLine } from "../../server/accounts/audit.ts";
import { entriesOf } from "#app/content/lists/list.ts";
import { lists, publishList, readList, saveEntry } from "../../server/content/lists.ts";
import { textPage } from "../../server/content/text-pages.ts";
import { savePageTexts } from "../../server/content/texts.ts";
import { openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrations.ts";
import { updateDetails, uploadImage } from "../../server/media/library.ts";
import sharp from "sharp";

/*
 * Real-photograph content for `npm run bench:pages -- --photos` (issue 24's budgets): a generated
 * 12-megapixel picture that compresses like a photograph (gradients, shapes and grain, not a flat
 * colour) uploaded through the media library into a fresh data directory, as the first hero slide's
 * photo, every team member's and the health programme page's banner, published before the server
 * starts.
 */

/** A 4000 x 3000 landscape: a sky gradient, hills, a field's rows, trees, and film grain over it. */
export async function photoLikeJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const trees = Array.from({ length: 40 }, (_, index) => {
    const x = ((index * 7919) % 97) / 97;
    const y = 0.5 + (((index * 104729) % 53) / 53) * 0.12;
    const r = 0.015 + (((index * 31) % 11) / 11) * 0.025;
    return `<ellipse cx="${x * width}" cy="${y * height}" rx="${r * width}" ry="${r * width * 1.3}" fill="hsl(${95 + (index % 7) * 6}, 40%, ${18 + (index % 5) * 4}%)"/>`;
  }).join("");
  const rows = Array.from({ length: 60 }, (_, index) => {
    const y = height * (0.62 + index * 0.0065);
    return `<path d="M0 ${y} Q ${width / 2} ${y - height * 0.03} ${width} ${y + height * 0.01}" stroke="hsl(${70 + (index % 3) * 8}, 45%, ${30 + (index % 4) * 5}%)" stroke-width="${height * 0.004}" fill="none"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b8fc9"/><stop offset="0.6" stop-color="#f3c98b"/><stop offset="1" stop-color="#e8a663"/></linearGradient>
      <radialGradient id="sun" cx="0.72" cy="0.28" r="0.3"><stop offset="0" stop-color="#fff6d8"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>
      <linearGradient id="field" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f8f3a"/><stop offset="1" stop-color="#3f5a22"/></linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect width="100%" height="100%" fill="url(#sun)"/>
    <path d="M0 ${height * 0.5} C ${width * 0.2} ${height * 0.38} ${width * 0.45} ${height * 0.47} ${width * 0.6} ${height * 0.42} S ${width * 0.9} ${height * 0.4} ${width} ${height * 0.46} V ${height} H 0 Z" fill="#44633a"/>
    ${trees}
    <path d="M0 ${height * 0.6} Q ${width * 0.5} ${height * 0.55} ${width} ${height * 0.6} V ${height} H 0 Z" fill="url(#field)"/>
    ${rows}
  </svg>`;
  const scene = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 22 },
    },
  })
    .blur(0.6)
    .png()
    .toBuffer();
  // Texture a few pixels across (leaves, soil, cloth) that survives the resizing to a page's widths,
  // as a photograph's detail does; the fine grain alone would average away.
  const texture = await sharp({
    create: {
      width: width / 8,
      height: height / 8,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: "cubic" })
    .png()
    .toBuffer();
  return sharp(scene.data, { raw: scene.info })
    .removeAlpha()
    .composite([
      { input: texture, blend: "soft-light" },
      { input: grain, blend: "soft-light" },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const who = { actor: commandLine, now: new Date() };

/** The programme page whose banner gets the photo. */
export const bannerPage = "programs/health";

/** Migrates a fresh SQLite database in `dataDir` and publishes the photo on the first slide, every member and a banner. */
export async function seedPhotos(dataDir: string, photo: Buffer) {
  const database = openDatabase({ DATA_DIR: dataDir });
  try {
    await migrateToLatest(database);
    const db = database.db;
    const stored = await uploadImage(db, commandLine, { name: "village-fields.jpg", bytes: photo }, who.now);
    if (stored.status !== "stored") throw new Error(`The generated photo was refused: ${stored.reason}`);
    await updateDetails(
      db,
      commandLine,
      stored.id,
      { altEn: "Fields below wooded hills at sunset", altTe: "సూర్యాస్తమయంలో అడవి కొండల కింద పొలాలు" },
      who.now,
    );
    const image = `media:${stored.id}`;
    for (const name of ["slides", "team"] as const) {
      const entries = entriesOf(lists[name], (await readList(db, name)).working);
      const chosen = name === "slides" ? entries.slice(0, 1) : entries;
      for (const { entry } of chosen) {
        const saved = await saveEntry(db, name, who, entry.id, {
          en: entry.en,
          te: entry.te,
          common: { ...entry.common, image },
        });
        if (saved.status !== "saved") throw new Error(`${name} ${entry.id}: ${JSON.stringify(saved)}`);
      }
      await publishList(db, name, who);
    }
    const page = textPage(bannerPage);
    if (!page) throw new Error(`No texts page ${bannerPage}.`);
    const banner = await savePageTexts(db, page, {
      actor: commandLine,
      input: { texts: {}, figures: {}, pictures: { banner: image } },
      now: who.now,
      intent: "publish",
    });
    if (banner.status !== "saved") throw new Error(`The banner was refused: ${JSON.stringify(banner)}`);
    return { members: entriesOf(lists.team, (await readList(db, "team")).working).length };
  } finally {
    await database.close();
  }
}
