/**
 * The installable app's icons (issue 44), made from public/favicon.svg and committed:
 *   npx tsx scripts/make-icons.ts
 * 192 and 512 pixels as drawn, and a maskable 512 whose mark sits inside the safe circle (the
 * middle 80%) on a full-bleed background, so a launcher may cut it to any shape.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
const PURPLE = '#6b21a8';

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(`public/icons/icon-${size}.png`);
}
const mark = await sharp(svg, { density: (72 * 410) / 64 })
  .resize(410, 410)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: PURPLE } })
  .composite([{ input: mark, gravity: 'centre' }])
  .png()
  .toFile('public/icons/maskable-512.png');
console.log('public/icons: icon-192.png, icon-512.png, maskable-512.png');
