/**
 * A stream that passes a file of nested elements (MP4 boxes, Matroska elements) through unchanged
 * but for the elements a format's reader blanks, with the same length, so no offset moves. The
 * reader sees each element's header in turn; a container's children follow it, a leaf's payload
 * streams past (zeroed when blanked). A chunk passes on as it came unless something in it changes.
 */
export interface ElementReader {
  /**
   * Reads the header at `at` in `bytes` (file offset `position`, the containers left behind already
   * closed): its length and, for a leaf, the end of its payload and whether it is blanked; null when
   * the header runs past the bytes so far. `changing` gives the bytes to rewrite the header in.
   */
  header(
    bytes: Uint8Array,
    at: number,
    position: number,
    changing: () => Uint8Array,
  ): { length: number; leafEnd?: number; blank?: boolean } | null;
  /** Called with each position where an element may start, to close the containers that end there. */
  closeAt(position: number): void;
  /** Throws when the file ends unfinished (`pending`: a header or a payload not yet whole). */
  finish(pending: boolean): void;
}

export function elementStream(reader: ElementReader): TransformStream<Uint8Array, Uint8Array> {
  let offset = 0; // the file offset of the first byte not yet emitted
  let carry = new Uint8Array(0); // an unfinished header held back from the last chunk
  let leafEnd = 0; // the end of the leaf whose payload is streaming
  let blanking = false;
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
        reader.closeAt(start + at);
        const header = reader.header(bytes, at, start + at, changing);
        if (!header) break;
        leafEnd = header.leafEnd ?? 0;
        blanking = header.blank ?? false;
        at += header.length;
      }
      carry = bytes.slice(at);
      offset = start + at;
      if (at > 0) controller.enqueue(bytes.subarray(0, at));
    },
    flush() {
      reader.closeAt(offset);
      reader.finish(carry.length > 0 || (Number.isFinite(leafEnd) && leafEnd > offset));
    },
  });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
