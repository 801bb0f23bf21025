import { describe, expect, it } from 'vitest';
import { stripMp4Metadata, VIDEO_UNREADABLE } from './video-metadata';

const text = (value: string) => new TextEncoder().encode(value);
/** An MP4 box: size, type, payload (nested boxes or bytes). */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(text(type), 4);
  let at = 8;
  for (const part of payload) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
const join = (...parts: Uint8Array[]) => box('xxxx', ...parts).subarray(8);

const GPS = '+01.2921+036.8219+1661.000/';
/** What a phone records: the place in moov/udta (©xyz), in moov/meta and in a track's udta. */
const recording = join(
  box('ftyp', text('isom\0\0\0\0isommp41')),
  box(
    'moov',
    box('mvhd', new Uint8Array(100)),
    box('udta', box('\u00a9xyz', text(GPS))),
    box('meta', box('keys', text('com.apple.quicktime.location.ISO6709')), box('ilst', text(GPS))),
    box(
      'trak',
      box('tkhd', new Uint8Array(84)),
      box('udta', box('name', text('Wanjiru’s phone'))),
      box('mdia', new Uint8Array(40)),
    ),
  ),
  box('mdat', new Uint8Array(5000).fill(7)),
);

/** Sends `bytes` through the stripper in pieces of `size` bytes. */
async function strip(bytes: Uint8Array, size = bytes.length): Promise<Uint8Array> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Uint8Array(await new Response(stream.pipeThrough(stripMp4Metadata())).arrayBuffer());
}

/** The box types at the top level and in moov, in order. */
function types(bytes: Uint8Array, from = 0, to = bytes.length): string[] {
  const found: string[] = [];
  for (let at = from; at < to;) {
    const size = new DataView(bytes.buffer, bytes.byteOffset + at).getUint32(0);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    found.push(type === 'moov' ? `moov(${types(bytes, at + 8, at + size).join(',')})` : type);
    at += size;
  }
  return found;
}

describe('a video’s metadata', () => {
  it.each([1, 3, 7, 64, 100_000])('is blanked in place, read %i bytes at a time', async (size) => {
    const stripped = await strip(recording, size);
    expect(stripped.length).toBe(recording.length);
    expect(new TextDecoder().decode(stripped)).not.toContain('+01.2921');
    expect(new TextDecoder().decode(stripped)).not.toContain('Wanjiru');
    expect(types(stripped)).toEqual(['ftyp', 'moov(mvhd,free,free,trak)', 'mdat']);
    // The picture and sound are untouched.
    expect(stripped.subarray(-5000)).toEqual(recording.subarray(-5000));
  });

  it('keeps a video without metadata byte for byte', async () => {
    const plain = join(
      box('ftyp', text('isom')),
      box('moov', box('mvhd', new Uint8Array(100))),
      box('mdat', text('abc')),
    );
    expect(await strip(plain, 5)).toEqual(plain);
  });

  it.each([
    ['cut short', recording.subarray(0, recording.length - 10)],
    [
      'a box larger than its parent',
      join(
        box('ftyp'),
        box('moov', box('mvhd', new Uint8Array(4))).map((b, i) => (i === 11 ? 200 : b)),
      ),
    ],
    ['a box smaller than its header', join(box('ftyp'), new Uint8Array([0, 0, 0, 4, 0x6d, 0x6f, 0x6f, 0x76]))],
    ['no moov at all', join(box('ftyp', text('isom')), box('mdat', new Uint8Array(100)))],
  ])('refuses a file %s', async (_, bytes) => {
    await expect(strip(bytes, 16)).rejects.toMatchObject({ kind: 'invalid', key: VIDEO_UNREADABLE });
  });
});
