import { deflateSync, crc32 } from "node:zlib";
import sharp from "sharp";

/*
 * Pictures for tests, all generated: never a real person's photo. A phone's photo stored sideways
 * with its GPS position, a logo with transparency, and the files an upload must refuse.
 */

/**
 * A 1200 x 800 JPEG stored sideways (EXIF orientation 6: turn 90° clockwise to view) with a GPS
 * position and a camera make; a red block marks the stored pixels' top-left corner, which the
 * upright picture shows top-right.
 */
export async function sidewaysPhotoWithGps(background = "#3a7d5c") {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .composite([
      { input: { create: { width: 300, height: 100, channels: 3, background: "#d01010" } }, top: 0, left: 0 },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Generated" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "19/1 40/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "78/1 32/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A generated photograph-like picture (noise, so that it does not compress to nothing). */
export async function noisePhoto(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#806040",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A generated landscape (sky, sun, hills, rows of a field) as a JPEG, for screenshots that should
 * look like a page with a photograph: drawn, never a real place or person.
 */
export async function generatedLandscape(width: number, height: number) {
  const rows = Array.from({ length: 9 }, (_, row) => {
    const y = height * (0.62 + row * 0.045);
    return `<path d="M0 ${y} Q ${width / 2} ${y - height * 0.05} ${width} ${y + height * 0.02}" stroke="#5d7d2a" stroke-width="${4 + row * 2}" fill="none" opacity="0.55"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3b25b"/><stop offset="0.6" stop-color="#f7dca0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.09}" fill="#fff3c4"/>
    <path d="M0 ${height * 0.55} Q ${width * 0.3} ${height * 0.38} ${width * 0.6} ${height * 0.52} T ${width} ${height * 0.48} V ${height} H 0 Z" fill="#3d6b3a"/>
    <path d="M0 ${height * 0.62} Q ${width * 0.5} ${height * 0.55} ${width} ${height * 0.64} V ${height} H 0 Z" fill="#8aa04a"/>
    ${rows}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** A 400 x 200 PNG logo with a transparent background. */
export async function transparentLogo() {
  return sharp({
    create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 200, height: 100, channels: 4, background: "#1f5c3a" } },
        top: 50,
        left: 100,
      },
    ])
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few KB that says it is 20,000 x 20,000 pixels (400 megapixels,
 * 1.2 GB decoded). Its first rows are real compressed data; no decoder gets further, and the
 * check must refuse it from the header alone.
 */
export function pixelBombPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((20_000 * 3 + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const textFile = () => Buffer.from("These are the minutes of the meeting, not a picture.\n");

export const svgWithScript = () =>
  Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`,
  );

/** The start of an iPhone's HEIC photo: enough for the type to be told from the bytes. */
export const heicStart = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
    Buffer.alloc(64),
  ]);

/** A real JPEG cut off half way, as an interrupted transfer leaves it. */
export async function truncatedJpeg() {
  const whole = await noisePhoto(800, 600);
  return whole.subarray(0, Math.floor(whole.length / 2));
}
