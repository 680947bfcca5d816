import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { keptOriginalSide, processImage } from "./process.ts";

describe("processing an upload", () => {
  it("keeps the original at most 4,096 px on its longest side, and still makes every served width", async () => {
    const panorama = await sharp({
      create: { width: 6000, height: 1500, channels: 3, background: "#6b7a3a" },
    })
      .jpeg()
      .toBuffer();
    const processed = await processImage(panorama, "jpeg");
    expect([processed.original.width, processed.original.height]).toEqual([keptOriginalSide, 1024]);
    const kept = await sharp(processed.original.bytes).metadata();
    expect([kept.width, kept.height]).toEqual([4096, 1024]);
    expect(Math.max(...processed.variants.map((variant) => variant.width))).toBe(1920);
  });

  it("keeps a 12 MP phone photo whole", async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#a0522d" } })
      .jpeg()
      .toBuffer();
    const processed = await processImage(photo, "jpeg");
    expect([processed.original.width, processed.original.height]).toEqual([4000, 3000]);
  });
});
