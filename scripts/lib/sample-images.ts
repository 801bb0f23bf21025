import sharp from 'sharp';
import type { Random } from './random';

/** Each category's colours, so sample pictures read as a family. */
const PALETTES: Record<string, [string, string, string]> = {
  beauty: ['#7c3aed', '#f472b6', '#fde68a'],
  hair: ['#4c1d95', '#a78bfa', '#fbbf24'],
  health: ['#065f46', '#34d399', '#ecfccb'],
  fitness: ['#1e3a8a', '#60a5fa', '#f97316'],
  fashion: ['#9a3412', '#fb923c', '#fef3c7'],
  bridal: ['#831843', '#fbcfe8', '#ffffff'],
  'flowers-gifts': ['#be123c', '#fda4af', '#bbf7d0'],
  home: ['#0f766e', '#5eead4', '#fef9c3'],
  photography: ['#111827', '#6b7280', '#facc15'],
};

/** A generated picture (no text, so no fonts needed): gradient plus soft shapes, unique per seed. */
export function sampleSvg(category: string, random: Random, width = 1200, height = 900): string {
  const [deep, mid, light] = PALETTES[category] ?? PALETTES.beauty!;
  const shapes = Array.from({ length: 7 }, () => {
    const r = random.int(60, 260);
    const fill = random.pick([mid, light, '#ffffff']);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="${fill}" opacity="${(0.25 + random.next() * 0.5).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

export interface RenderedImage {
  full: Buffer;
  thumbnail: Buffer;
  medium: Buffer;
  width: number;
  height: number;
}

export async function renderSampleImage(category: string, random: Random): Promise<RenderedImage> {
  const svg = Buffer.from(sampleSvg(category, random));
  const [full, medium, thumbnail] = await Promise.all([
    sharp(svg).webp({ quality: 78 }).toBuffer(),
    sharp(svg).resize(800, 600).webp({ quality: 75 }).toBuffer(),
    sharp(svg).resize(480, 360).webp({ quality: 72 }).toBuffer(),
  ]);
  return { full, medium, thumbnail, width: 1200, height: 900 };
}
