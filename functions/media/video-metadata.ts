import { HttpError } from '#functions/api/http-error';
import { LISTING_MESSAGES } from '#shared/listings';
import { stripWebmMetadata } from './webm-metadata';

export const VIDEO_UNREADABLE = LISTING_MESSAGES.videoUnreadable;

/** Boxes that only hold other boxes, walked into so metadata inside them is found. */
const CONTAINERS = new Set(['moov', 'trak']);
/**
 * Boxes that carry what a phone writes about a recording rather than the recording itself: where
 * (QuickTime's ©xyz and location keys, GPS in XMP, 3GPP's `loci`, wherever it sits), when, on what
 * device. They become `free`
 * boxes of the same size with their bytes zeroed, which every player skips.
 */
const METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_', 'loci']);

/**
 * A stream that passes an MP4 or QuickTime video through unchanged but for its metadata boxes
 * (at the top level, in `moov` and in each `trak`), blanked as it streams, with the same length,
 * so no offset in the file moves. It also checks the container all the way through: every box's
 * size must fit inside its parent, the boxes must fill the file exactly, and there must be a
 * `moov`; otherwise the stream fails with 400 (issue 42).
 */
export function stripMp4Metadata(): TransformStream<Uint8Array, Uint8Array> {
  let offset = 0; // the file offset of the first byte not yet emitted
  let carry = new Uint8Array(0); // an unfinished box header held back from the last chunk
  const open: number[] = []; // the ends of the containers we are inside, innermost last
  let leafEnd = 0; // the end of the box whose payload is streaming
  let blanking = false;
  let sawMoov = false;
  const unreadable = () => new HttpError(400, VIDEO_UNREADABLE);

  return new TransformStream({
    transform(chunk, controller) {
      // The chunk itself passes on unless something in it changes (copied first, then).
      let bytes = carry.length ? concat(carry, chunk) : chunk;
      let owned = carry.length > 0;
      const changing = () => {
        if (!owned) bytes = new Uint8Array(bytes);
        owned = true;
        return bytes;
      };
      carry = new Uint8Array(0);
      const start = offset;
      let at = 0;
      while (at < bytes.length) {
        if (leafEnd > start + at) {
          const n = Math.min(bytes.length - at, leafEnd - (start + at));
          if (blanking) changing().fill(0, at, at + n);
          at += n;
          continue;
        }
        while (open.length && open.at(-1)! === start + at) open.pop();
        const parentEnd = open.at(-1) ?? Number.POSITIVE_INFINITY;
        if (bytes.length - at < 8) break;
        const view = new DataView(bytes.buffer, bytes.byteOffset + at);
        const size32 = view.getUint32(0);
        let headerSize = 8;
        let size = size32;
        if (size32 === 1) {
          if (bytes.length - at < 16) break;
          headerSize = 16;
          size = Number(view.getBigUint64(8));
        } else if (size32 === 0) {
          size = parentEnd - (start + at); // to the end of its parent, or of the file
        }
        if (size < headerSize || (Number.isFinite(size) && !Number.isSafeInteger(size))) throw unreadable();
        const end = start + at + size;
        if (end > parentEnd) throw unreadable();
        const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
        if (type === 'moov') sawMoov = true;
        const depth = open.length;
        if (CONTAINERS.has(type) && depth < 2) {
          open.push(end);
          leafEnd = 0;
          blanking = false;
        } else {
          const metadata = METADATA.has(type);
          if (metadata) changing().set([0x66, 0x72, 0x65, 0x65], at + 4); // 'free'
          leafEnd = end;
          blanking = metadata;
        }
        at += headerSize;
      }
      carry = bytes.slice(at);
      offset = start + at;
      if (at > 0) controller.enqueue(bytes.subarray(0, at));
    },
    flush() {
      const openEnd = open.find((end) => Number.isFinite(end) && end !== offset);
      const unfinished = carry.length > 0 || (Number.isFinite(leafEnd) && leafEnd > offset) || openEnd !== undefined;
      if (unfinished || !sawMoov) throw unreadable();
    },
  });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** The stream a stored video goes through: MP4 and QuickTime lose their metadata boxes, WebM its Tags. */
export function withoutVideoMetadata(body: ReadableStream<Uint8Array>, contentType: string) {
  if (contentType === 'video/mp4' || contentType === 'video/quicktime') return body.pipeThrough(stripMp4Metadata());
  if (contentType === 'video/webm') return body.pipeThrough(stripWebmMetadata());
  return body;
}
