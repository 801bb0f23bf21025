/**
 * Two facts about a WebP file, read from its RIFF chunks: its size, and a copy without the EXIF
 * and XMP chunks (where a camera's GPS position would travel). Used on Workers, where pictures are
 * re-encoded by the Cloudflare Images binding: whatever it keeps, no position leaks.
 */
const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const u32 = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const u24 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);

interface Chunk {
  id: string;
  start: number;
  end: number;
  payload: number;
}

function chunksOf(bytes: Uint8Array): Chunk[] {
  if (bytes.length < 12 || fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const chunks: Chunk[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = u32(bytes, at + 4);
    const end = Math.min(bytes.length, at + 8 + size + (size % 2));
    chunks.push({ id: fourCC(bytes, at), start: at, end, payload: at + 8 });
    at = end;
  }
  return chunks;
}

export function webpSize(bytes: Uint8Array): { width: number; height: number } {
  for (const { id, payload: p } of chunksOf(bytes)) {
    if (id === 'VP8X') return { width: u24(bytes, p + 4) + 1, height: u24(bytes, p + 7) + 1 };
    if (id === 'VP8 ')
      return {
        width: (bytes[p + 6]! | (bytes[p + 7]! << 8)) & 0x3fff,
        height: (bytes[p + 8]! | (bytes[p + 9]! << 8)) & 0x3fff,
      };
    if (id === 'VP8L') {
      const bits = u32(bytes, p + 1);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
  }
  throw new Error('a WebP file without an image');
}

const METADATA = new Set(['EXIF', 'XMP ']);
/** VP8X flag bits that announce EXIF (0x08) and XMP (0x04). */
const METADATA_FLAGS = 0x08 | 0x04;

export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  const kept = chunksOf(bytes).filter((chunk) => !METADATA.has(chunk.id));
  const length = 12 + kept.reduce((sum, chunk) => sum + chunk.end - chunk.start, 0);
  const out = new Uint8Array(length);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, length - 8, true);
  let at = 12;
  for (const chunk of kept) {
    out.set(bytes.subarray(chunk.start, chunk.end), at);
    if (chunk.id === 'VP8X') out[at + 8] = out[at + 8]! & ~METADATA_FLAGS;
    at += chunk.end - chunk.start;
  }
  return out;
}
