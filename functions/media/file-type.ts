/**
 * What a file really is, from its first bytes: the name and the declared type are the sender's
 * word, so they are never trusted.
 */
export interface SniffedType {
  kind: 'image' | 'video';
  contentType: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', contentType: 'image/png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { kind: 'image', contentType: 'image/webp' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { kind: 'image', contentType: 'image/gif' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return { kind: 'image', contentType: 'image/avif' };
    if (brand === 'heic' || brand === 'heix' || brand === 'mif1') return { kind: 'image', contentType: 'image/heic' };
    if (brand === 'qt  ') return { kind: 'video', contentType: 'video/quicktime' };
    return { kind: 'video', contentType: 'video/mp4' };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', contentType: 'video/webm' };
  return null;
}
