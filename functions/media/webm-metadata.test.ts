import { describe, expect, it } from 'vitest';
import { stripWebmMetadata } from './webm-metadata';
import { stripMp4Metadata } from './video-metadata';
import { concat } from '../../tests/support/sample-mp4';

const text = (value: string) => new TextEncoder().encode(value);
const ids = (id: number) => {
  const out: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) out.unshift(rest % 256);
  return out;
};
/** An EBML element with a known size (written in `sizeLength` bytes), or of unknown size. */
function element(id: number, payload: Uint8Array[], sizeLength = 4, unknown = false): Uint8Array {
  const body = payload.reduce((sum, part) => sum + part.length, 0);
  const size: number[] = [];
  for (let i = sizeLength - 1, rest = body; i >= 0; i--, rest = Math.floor(rest / 256)) size[i] = rest % 256;
  size[0]! |= 0x80 >> (sizeLength - 1);
  const header = unknown ? [...ids(id), 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : [...ids(id), ...size];
  const out = new Uint8Array(header.length + body);
  out.set(header);
  let at = header.length;
  for (const part of payload) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
const join = (...parts: Uint8Array[]) => concat(parts);

const GPS = '+01.2921+036.8219/';
const tags = (sizeLength: number) =>
  element(
    0x1254c367,
    [element(0x7373, [element(0x67c8, [element(0x45a3, [text('LOCATION')]), element(0x4487, [text(GPS)])])])],
    sizeLength,
  );
const block = (n: number) => element(0xa3, [new Uint8Array(300).fill(n)], 2);
const cluster = (n: number, unknown: boolean) =>
  element(0x1f43b675, [element(0xe7, [new Uint8Array([n])], 1), block(n)], 4, unknown);

/** A live recording: a Segment and Clusters of unknown size, Tags between the Clusters and at the end. */
const recording = (sizeLength = 4) =>
  join(
    element(0x1a45dfa3, [element(0x4282, [text('webm')], 1)], 1),
    element(
      0x18538067,
      [
        element(0x1549a966, [element(0x2ad7b1, [new Uint8Array([0x0f, 0x42, 0x40])], 1)]),
        element(0x1654ae6b, [new Uint8Array(60)]),
        cluster(1, true),
        tags(sizeLength),
        cluster(2, true),
        cluster(3, false),
        tags(1),
      ],
      4,
      true,
    ),
  );

async function strip(bytes: Uint8Array, size = bytes.length, through = stripWebmMetadata()) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Uint8Array(await new Response(stream.pipeThrough(through)).arrayBuffer());
}

const has = (bytes: Uint8Array, needle: string) => new TextDecoder('latin1').decode(bytes).includes(needle);

describe('a WebM recording stored', () => {
  it.each([1, 7, 64, 100_000])(
    'keeps no place, moves no byte, and keeps every Cluster (in pieces of %i)',
    async (piece) => {
      for (const sizeLength of [1, 4, 8]) {
        const before = recording(sizeLength);
        expect(has(before, GPS)).toBe(true);
        const after = await strip(before, piece);
        expect(after.length).toBe(before.length);
        expect(has(after, GPS)).toBe(false);
        expect(has(after, 'LOCATION')).toBe(false);
        // Everything but the Tags is byte for byte the same.
        const changed = [...after].filter((value, at) => value !== before[at]).length;
        expect(changed).toBeGreaterThan(0);
        for (const n of [1, 2, 3]) expect(has(after, String.fromCharCode(n).repeat(300))).toBe(true);
      }
    },
  );

  it('refuses what is not a WebM, or an element larger than its parent', async () => {
    await expect(strip(text('not a video at all'))).rejects.toThrow();
    // Info claims 100 bytes inside a Segment that holds 18.
    const info = join(new Uint8Array([0x15, 0x49, 0xa9, 0x66, 0x10, 0x00, 0x00, 100]), new Uint8Array(10));
    const liar = join(element(0x1a45dfa3, [], 1), element(0x18538067, [info]));
    await expect(strip(liar)).rejects.toThrow();
  });

  it('leaves 3GPP location boxes in no MP4, wherever they sit', async () => {
    const box = (type: string, payload: Uint8Array) => {
      const out = new Uint8Array(8 + payload.length);
      new DataView(out.buffer).setUint32(0, out.length);
      out.set(text(type), 4);
      out.set(payload, 8);
      return out;
    };
    const mp4 = join(box('ftyp', text('isom')), box('loci', text(GPS)), box('moov', box('mvhd', new Uint8Array(20))));
    const after = await strip(mp4, mp4.length, stripMp4Metadata());
    expect(has(after, GPS)).toBe(false);
    expect(after.length).toBe(mp4.length);
  });
});
