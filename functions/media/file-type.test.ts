import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-type';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts
      .flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part))
      .concat(Array(16).fill(0)),
  );

describe('sniffFileType', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBP'), 'image/webp'],
    [bytes([0, 0, 0, 0x20], 'ftypisom'), 'video/mp4'],
    [bytes([0, 0, 0, 0x20], 'ftypqt  '), 'video/quicktime'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
  ])('recognises %#', (input, contentType) => {
    expect(sniffFileType(input)?.contentType).toBe(contentType);
  });

  it('refuses text whatever it is called', () => {
    expect(sniffFileType(new TextEncoder().encode('just some text pretending to be a photo.jpg'))).toBeNull();
    expect(sniffFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});
