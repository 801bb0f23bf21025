import { HttpError } from '#functions/api/http-error';
import { LISTING_MESSAGES } from '#shared/listings';

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
  let offset = 0;
  let carry = new Uint8Array(0);
  const open: Array<{ id: number; end: number; unknown: boolean }> = [];
  let leafEnd = 0;
  let blanking = false;
  let sawSegment = false;
  const unreadable = () => new HttpError(400, LISTING_MESSAGES.videoUnreadable);

  return new TransformStream({
    transform(chunk, controller) {
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
        while (open.length && open.at(-1)!.end === start + at) open.pop();
        const id = vint(bytes, at, true);
        if (id === null || (id && id.length > 4)) throw unreadable();
        const size = id ? vint(bytes, at + id.length, false) : undefined;
        if (size === null) throw unreadable();
        if (!id || !size) break;
        // A Cluster of unknown size ends where the next child of its Segment begins.
        if (open.at(-1)?.id === CLUSTER && open.at(-1)!.unknown && SEGMENT_CHILDREN.has(id.value)) {
          open.pop();
          continue;
        }
        const parentEnd = open.at(-1)?.end ?? Infinity;
        const headerSize = id.length + size.length;
        const end = size.unknown ? Infinity : start + at + headerSize + size.value;
        if (end > parentEnd && end !== Infinity) throw unreadable();
        if (open.length === 0 && start + at === 0 && id.value !== EBML_HEADER) throw unreadable();
        if (id.value === SEGMENT || id.value === CLUSTER) {
          if (id.value === SEGMENT) sawSegment = true;
          open.push({ id: id.value, end: size.unknown ? parentEnd : end, unknown: size.unknown });
          leafEnd = 0;
          blanking = false;
        } else {
          if (size.unknown) throw unreadable();
          blanking = id.value === TAGS;
          if (blanking) {
            // The same number of bytes: a one-byte Void id, then a size as long as fits.
            const length = Math.min(8, headerSize - 1);
            const voidSize = size.value + (headerSize - 1 - length);
            changing().set([VOID, ...sizeBytes(voidSize, length)], at);
          }
          leafEnd = end;
        }
        at += headerSize;
      }
      carry = bytes.slice(at);
      offset = start + at;
      if (at > 0) controller.enqueue(bytes.subarray(0, at));
    },
    flush() {
      const openEnd = open.find((container) => Number.isFinite(container.end) && container.end !== offset);
      if (carry.length > 0 || leafEnd > offset || openEnd !== undefined || !sawSegment) throw unreadable();
    },
  });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
