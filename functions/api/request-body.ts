import type { MessageKey } from '#shared/i18n/en';
import { Refusal } from '#functions/platform/refusal';

export const REQUEST_TOO_LARGE = 'api.requestTooLarge';

/** The declared length of a body, or null when it is sent in chunks. */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get('Content-Length');
  if (header === null || request.headers.has('Transfer-Encoding')) return null;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/** 413 at once, before a byte is read, when the declared length is over `max`. */
export function refuseDeclaredOver(request: Request, max: number, message: MessageKey = REQUEST_TOO_LARGE): void {
  const length = declaredLength(request);
  if (length !== null && length > max) throw new Refusal('too-large', message);
}

/**
 * The body as a stream that fails with 413 as soon as more than `max` bytes have come, whatever
 * the Content-Length said: nothing past the limit is ever read into memory.
 */
export function limitedBody(
  request: Request,
  max: number,
  message: MessageKey = REQUEST_TOO_LARGE,
  onOver?: (error: Refusal) => void,
): ReadableStream<Uint8Array> {
  refuseDeclaredOver(request, max, message);
  if (!request.body) return new ReadableStream({ start: (controller) => controller.close() });
  let seen = 0;
  return request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= max) return controller.enqueue(chunk);
        const error = new Refusal('too-large', message);
        onOver?.(error);
        controller.error(error);
      },
    }),
  );
}

/** A JSON body of at most `max` bytes; 400 for anything that is not JSON, 413 past the limit. */
export async function readJsonLimited(request: Request, max: number, message?: MessageKey): Promise<unknown> {
  const text = await new Response(limitedBody(request, max, message)).text().catch((error: unknown) => {
    throw error instanceof Refusal ? error : new Refusal('invalid', 'api.requestUnreadable');
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal('invalid', 'api.bodyNotJson');
  }
}
