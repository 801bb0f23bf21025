import { Refusal } from '#functions/platform/refusal';
import { LISTING_MESSAGES } from '#shared/listings';
import { elementStream } from './element-stream';

/** EBML ids (Matroska/WebM) this walk knows. */
const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
/** Where a recording's tags live, a place among them (Matroska's LOCATION, RECORDING_LOCATION …). */
const TAGS = 0x1254c367;
const VOID = 0xec;
/** The children of a Segment: one of them ends a Cluster of unknown size (a live recording's). */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  0x1654ae6b, // Tracks
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  TAGS,
  0x1941a469, // Attachments
]);

/** A variable-length integer at `at`: its length and value (the id keeps its marker bit, a size does not). */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at]!;
  if (first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

/** `value` as a size of exactly `length` bytes. */
function sizeBytes(value: number, length: number): number[] {
  const out: number[] = [];
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0]! |= 0x80 >> (length - 1);
  return out;
}

/**
 * A stream that passes a WebM (Matroska) video through unchanged but for its Tags, where a
 * recording's place is written: the Tags element becomes a Void element of the same length with
 * its bytes zeroed, which every player skips, so no offset moves. It walks the Segment and its
 * Clusters (of known or unknown size, as a live recording writes them) and checks that every
 * element fits its parent; otherwise the stream fails with 400, as an MP4's does.
 */
export function stripWebmMetadata(): TransformStream<Uint8Array, Uint8Array> {
  const open: Array<{ id: number; end: number; unknown: boolean }> = [];
  let sawSegment = false;
  const unreadable = () => new Refusal('invalid', LISTING_MESSAGES.videoUnreadable);
  return elementStream({
    closeAt(position) {
      while (open.length && open.at(-1)!.end === position) open.pop();
    },
    header(bytes, at, position, changing) {
      const id = vint(bytes, at, true);
      if (id === null || (id && id.length > 4)) throw unreadable();
      const size = id ? vint(bytes, at + id.length, false) : undefined;
      if (size === null) throw unreadable();
      if (!id || !size) return null;
      // A Cluster of unknown size ends where the next child of its Segment begins.
      if (open.at(-1)?.id === CLUSTER && open.at(-1)!.unknown && SEGMENT_CHILDREN.has(id.value)) {
        open.pop();
        return { length: 0 };
      }
      const parentEnd = open.at(-1)?.end ?? Infinity;
      const length = id.length + size.length;
      const end = size.unknown ? Infinity : position + length + size.value;
      if (end > parentEnd && end !== Infinity) throw unreadable();
      if (position === 0 && id.value !== EBML_HEADER) throw unreadable();
      if (id.value === SEGMENT || id.value === CLUSTER) {
        if (id.value === SEGMENT) sawSegment = true;
        open.push({ id: id.value, end: size.unknown ? parentEnd : end, unknown: size.unknown });
        return { length };
      }
      if (size.unknown) throw unreadable();
      if (id.value === TAGS) {
        // The same number of bytes: a one-byte Void id, then a size as long as fits.
        const sizeLength = Math.min(8, length - 1);
        changing().set([VOID, ...sizeBytes(size.value + (length - 1 - sizeLength), sizeLength)], at);
      }
      return { length, leafEnd: end, blank: id.value === TAGS };
    },
    finish(pending) {
      if (pending || open.some((container) => Number.isFinite(container.end)) || !sawSegment) throw unreadable();
    },
  });
}
