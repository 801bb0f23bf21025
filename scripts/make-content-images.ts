/**
 * Draws the blog's cover pictures and author portraits (abstract, no text, no downloads) into
 * content/blog/images. Run once when adding an article that needs a new picture; the files are
 * committed and Astro optimises them at build time.
 *   npx tsx scripts/make-content-images.ts
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createRandom } from './lib/random';
import { sampleSvg } from './lib/sample-images';

const COVERS: Array<[string, string]> = [
  ['protective-styles', 'hair'],
  ['bridal-countdown', 'bridal'],
  ['choosing-a-makeup-artist', 'beauty'],
  ['fitness-on-a-busy-schedule', 'fitness'],
  ['skin-care-for-the-kenyan-sun', 'health'],
  ['supporting-local-businesses', 'fashion'],
  ['gifts-that-feel-personal', 'flowers-gifts'],
  ['booking-a-photographer', 'photography'],
];
const AUTHORS: Array<[string, string]> = [
  ['wanjiru', 'beauty'],
  ['achieng', 'hair'],
  ['kemunto', 'fitness'],
  ['nyambura', 'fashion'],
];

for (const [name, palette] of COVERS) {
  const svg = sampleSvg(palette, createRandom(name.length * 7919), 1600, 900);
  await writeFile(`content/blog/images/${name}.webp`, await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
}
for (const [name, palette] of AUTHORS) {
  const svg = sampleSvg(palette, createRandom(name.length * 104729), 256, 256);
  await writeFile(
    `content/blog/images/author-${name}.webp`,
    await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer(),
  );
}
console.log(`Drew ${COVERS.length} covers and ${AUTHORS.length} portraits.`);
