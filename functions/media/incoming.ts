import type { MessageKey } from '#shared/i18n/en';
import Busboy from 'busboy';
import { Readable } from 'node:stream';
import { fileTooLarge, heicPhoto, MEDIA_LIMITS, tooManyPhotos, tooManyVideos, unsupportedFile } from '#shared/listings';
import { Refusal } from '#functions/platform/refusal';
import { limitedBody } from '#functions/api/request-body';
import { sniffFileType, type SniffedType } from './file-type';

/**
 * A file as it arrived: a picture's bytes (at most 5 MB, kept for resizing), or a video already
 * streamed to storage under `storedKey`. Its type comes from its bytes, never from its name.
 */
export interface ReceivedFile extends SniffedType {
  name: string;
  size: number;
  bytes?: Uint8Array;
  storedKey?: string;
}

/** What one upload may hold: the package's counts, less what the listing has already. */
export interface UploadAllowance {
  packageId: string;
  photos: number;
  videos: number;
  existing: { photos: number; videos: number };
  /** Where a video's bytes go while they arrive; returns the key written (the caller keeps a list). */
  storeVideo: (body: ReadableStream<Uint8Array>, type: SniffedType, length?: number) => Promise<string>;
}

export const MAX_FILES = 20;
const SNIFF_BYTES = 16;

/**
 * What a file is, from its first bytes, and the most it may hold: refuses an unknown type, and a
 * file the package has no room for, before the rest of it is read.
 */
function classify(
  name: string,
  head: Uint8Array,
  counts: { photos: number; videos: number },
  allowance: UploadAllowance,
) {
  const type = sniffFileType(head);
  if (!type) throw new Refusal('invalid', unsupportedFile(name));
  if (type.contentType === 'image/heic') throw new Refusal('unsupported', heicPhoto(name));
  if (type.kind === 'image' && ++counts.photos > allowance.photos)
    throw new Refusal('invalid', tooManyPhotos(allowance.packageId, allowance.photos));
  if (type.kind === 'video' && ++counts.videos > allowance.videos)
    throw new Refusal('invalid', tooManyVideos(allowance.packageId, allowance.videos));
  const limit = type.kind === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes;
  return { type, limit, tooLarge: () => new Refusal('too-large', fileTooLarge(name, type.kind)) };
}

async function receiveFile(
  stream: Readable,
  name: string,
  counts: { photos: number; videos: number },
  allowance: UploadAllowance,
): Promise<ReceivedFile> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    size += next.value.byteLength;
  }
  const first = new Uint8Array(Buffer.concat(head));
  const { type, limit, tooLarge } = classify(name, first, counts, allowance);
  if (first.byteLength > limit) throw tooLarge();

  if (type.kind === 'image') {
    const parts: Uint8Array[] = [first];
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      size += next.value.byteLength;
      if (size > limit) throw tooLarge();
      parts.push(next.value);
    }
    return { ...type, name, size, bytes: new Uint8Array(Buffer.concat(parts)) };
  }
  // A video never sits in memory: its chunks go on to storage as they come.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) return controller.close();
      size += next.value.byteLength;
      if (size > limit) return controller.error(tooLarge());
      controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return?.();
    },
  });
  const storedKey = await allowance.storeVideo(body, type);
  return { ...type, name, size, storedKey };
}

/**
 * Reads a multipart form as it streams in: text fields, and files sent as `media`. Counts and
 * sizes are checked while reading, so a body over `maxBody` is never read to its end (413 with
 * `tooLargeMessage`).
 */
export function readMultipartUpload(
  request: Request,
  maxBody: number,
  tooLargeMessage: MessageKey,
  allowance: UploadAllowance,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const contentType = request.headers.get('Content-Type') ?? '';
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const counts = { ...allowance.existing };
  return new Promise((resolve, reject) => {
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: { 'content-type': contentType },
        limits: {
          files: MAX_FILES,
          fields: 40,
          fieldSize: 16 * 1024,
          parts: 80,
          fileSize: MEDIA_LIMITS.videoBytes + 1,
        },
      });
    } catch {
      return reject(new Refusal('invalid', 'api.formUnreadable'));
    }
    // Past the limit the reader's own complaint (an unfinished form) is beside the point: 413.
    let overLimit: Refusal | null = null;
    const body = limitedBody(request, maxBody, tooLargeMessage, (error) => (overLimit = error));
    const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream);
    let failed = false;
    let queue: Promise<unknown> = Promise.resolve();
    const fail = (reason: unknown) => {
      if (failed) return;
      const error = overLimit ?? reason;
      failed = true;
      // The rest of the body is read and dropped, not kept: memory stays flat, and the client,
      // still sending, is not cut off before it can read the answer.
      source.unpipe(parser);
      source.on('error', () => undefined).resume();
      reject(error instanceof Error ? error : new Refusal('invalid', 'api.formUnreadable'));
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'media' || failed) {
        stream.resume();
        return;
      }
      // One file at a time, in order: the parser waits while a file's stream is not read.
      queue = queue.then(async () => {
        if (failed) {
          stream.resume();
          return;
        }
        try {
          files.push(await receiveFile(stream, info.filename || 'file', counts, allowance));
        } catch (error) {
          stream.resume();
          fail(error);
        }
      });
    });
    const tooMany = () => fail(new Refusal('invalid', 'api.tooManyFiles'));
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on('partsLimit', tooMany);
    parser.on('error', () => fail(new Refusal('invalid', 'api.formUnreadable')));
    parser.on('close', () => {
      void queue.then(() => (failed ? undefined : resolve({ fields, files })));
    });
    source.on('error', (error) =>
      fail(error instanceof Refusal ? error : new Refusal('invalid', 'api.formUnreadable')),
    );
    source.pipe(parser);
  });
}

/** `data:{type};base64,{data}`, as the earlier client sends images and video. */
function fromDataUrl(dataUrl: unknown, name: string): { name: string; bytes: Uint8Array } {
  const match =
    typeof dataUrl === 'string' ? /^data:[\w.+/-]*(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl) : null;
  if (!match) throw new Refusal('invalid', unsupportedFile(name));
  return { name, bytes: new Uint8Array(Buffer.from(match[1]!, 'base64')) };
}

/**
 * The earlier client's JSON body: `images` (data URLs) and one `video` (a data URL or null). It
 * arrives whole, so its route has a lower body limit than a multipart form; files are checked as above.
 */
export async function mediaFromJson(
  body: { images?: unknown; video?: unknown },
  allowance: UploadAllowance,
): Promise<ReceivedFile[]> {
  if (body.images !== undefined && !Array.isArray(body.images)) throw new Refusal('invalid', 'api.imagesAsDataUrls');
  if (Array.isArray(body.images) && body.images.length > MAX_FILES) throw new Refusal('invalid', 'api.tooManyFiles');
  const images = ((body.images as unknown[] | undefined) ?? []).map((url, index) =>
    fromDataUrl(url, `image-${index + 1}`),
  );
  const video = body.video === undefined || body.video === null ? [] : [fromDataUrl(body.video, 'video')];
  const counts = { ...allowance.existing };
  const received: ReceivedFile[] = [];
  for (const file of [...images, ...video]) {
    const { type, limit, tooLarge } = classify(file.name, file.bytes, counts, allowance);
    if (file.bytes.byteLength > limit) throw tooLarge();
    const storedKey =
      type.kind === 'video'
        ? await allowance.storeVideo(new Blob([new Uint8Array(file.bytes)]).stream(), type, file.bytes.byteLength)
        : undefined;
    received.push({
      ...type,
      name: file.name,
      size: file.bytes.byteLength,
      ...(storedKey ? { storedKey } : { bytes: file.bytes }),
    });
  }
  return received;
}
