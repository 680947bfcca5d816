import sharp from "sharp";
const [src, top, height, out] = process.argv.slice(2);
const m = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: +top, width: m.width, height: Math.min(+height, m.height - +top) }).toFile(out);
console.log(m.width, m.height);
