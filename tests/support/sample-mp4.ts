/**
 * A small, well-formed MP4 as a phone writes one: `ftyp`, a `moov` that carries where it was
 * recorded (QuickTime's ©xyz in `udta`), then `mdat` with the rest. The product checks a video's
 * boxes all the way through and strips that metadata (functions/media/video-metadata.ts).
 */
export const SAMPLE_GPS = '+01.2921+036.8219/';

function box(type: string, payload: Uint8Array, declaredSize = 8 + payload.length): Uint8Array {
  const out = new Uint8Array(8 + payload.length);
  new DataView(out.buffer).setUint32(0, declaredSize);
  out.set(new TextEncoder().encode(type), 4);
  out.set(payload, 8);
  return out;
}

/** The bytes of `parts`, one after another. */
export const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** The start of an MP4 of `totalBytes`: everything up to and including the `mdat` header. */
export function mp4Head(totalBytes: number): Uint8Array {
  const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\u0002\u0000isommp41'));
  const udta = box('udta', box('\u00a9xyz', new TextEncoder().encode(SAMPLE_GPS)));
  const moov = box('moov', concat([box('mvhd', new Uint8Array(100)), udta]));
  const start = concat([ftyp, moov]);
  const mdatHeader = box('mdat', new Uint8Array(0), totalBytes - start.length);
  return concat([start, mdatHeader]);
}

/** A whole MP4 of `totalBytes`, its picture data all `fill`. */
export function sampleMp4(totalBytes: number, fill = 7): Buffer {
  const head = mp4Head(totalBytes);
  const out = Buffer.alloc(totalBytes, fill);
  out.set(head, 0);
  return out;
}
