import { HttpError } from '../api/http-error';
import { unsupportedFile } from '../../src/shared/listings';

/** A file as a client sent it: a name for messages, and the bytes. */
export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/** `data:{type};base64,{data}`, as the spec's clients send images and video. */
export function fromDataUrl(dataUrl: unknown, name: string): IncomingFile {
  const match =
    typeof dataUrl === 'string' ? /^data:[\w.+/-]*(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl) : null;
  if (!match) throw new HttpError(400, unsupportedFile(name));
  return { name, bytes: new Uint8Array(Buffer.from(match[1]!, 'base64')) };
}

/** The JSON body's media: `images` (data URLs) and one `video` (a data URL or null). */
export function mediaFromJson(body: { images?: unknown; video?: unknown }): IncomingFile[] {
  if (body.images !== undefined && !Array.isArray(body.images))
    throw new HttpError(400, 'images must be a list of data URLs');
  if (Array.isArray(body.images) && body.images.length > 20) throw new HttpError(400, 'Too many files');
  const images = ((body.images as unknown[] | undefined) ?? []).map((url, index) =>
    fromDataUrl(url, `image-${index + 1}`),
  );
  const video = body.video === undefined || body.video === null ? [] : [fromDataUrl(body.video, 'video')];
  return [...images, ...video];
}

/** A multipart form's files, sent under `media`. */
export async function mediaFromForm(form: FormData): Promise<IncomingFile[]> {
  const files = form.getAll('media').filter((entry): entry is File => typeof entry !== 'string');
  if (files.length > 20) throw new HttpError(400, 'Too many files');
  return Promise.all(
    files.map(async (file) => ({ name: file.name || 'file', bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
}
