import { Refusal } from '#functions/platform/refusal';
import { LISTING_MESSAGES } from '#shared/listings';
import { elementStream } from './element-stream';
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
 * `moov`; otherwise the stream fails with 400.
 */
export function stripMp4Metadata(): TransformStream<Uint8Array, Uint8Array> {
  const open: number[] = []; // the ends of the containers we are inside, innermost last
  let sawMoov = false;
  const unreadable = () => new Refusal('invalid', VIDEO_UNREADABLE);
  return elementStream({
    closeAt(position) {
      while (open.length && open.at(-1)! === position) open.pop();
    },
    header(bytes, at, position, changing) {
      const parentEnd = open.at(-1) ?? Number.POSITIVE_INFINITY;
      if (bytes.length - at < 8) return null;
      const view = new DataView(bytes.buffer, bytes.byteOffset + at);
      const size32 = view.getUint32(0);
      let length = 8;
      let size = size32;
      if (size32 === 1) {
        if (bytes.length - at < 16) return null;
        length = 16;
        size = Number(view.getBigUint64(8));
      } else if (size32 === 0) {
        size = parentEnd - position; // to the end of its parent, or of the file
      }
      if (size < length || (Number.isFinite(size) && !Number.isSafeInteger(size))) throw unreadable();
      const end = position + size;
      if (end > parentEnd) throw unreadable();
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      if (type === 'moov') sawMoov = true;
      if (CONTAINERS.has(type) && open.length < 2) {
        open.push(end);
        return { length };
      }
      const metadata = METADATA.has(type);
      if (metadata) changing().set([0x66, 0x72, 0x65, 0x65], at + 4); // 'free'
      return { length, leafEnd: end, blank: metadata };
    },
    finish(pending) {
      if (pending || open.some((end) => Number.isFinite(end)) || !sawMoov) throw unreadable();
    },
  });
}

/** The stream a stored video goes through: MP4 and QuickTime lose their metadata boxes, WebM its Tags. */
export function withoutVideoMetadata(body: ReadableStream<Uint8Array>, contentType: string) {
  if (contentType === 'video/mp4' || contentType === 'video/quicktime') return body.pipeThrough(stripMp4Metadata());
  if (contentType === 'video/webm') return body.pipeThrough(stripWebmMetadata());
  return body;
}
