import type { HonoRequest } from 'hono';
import type { ParseBodyOptions } from 'hono/utils/body';
import { Refusal } from '#functions/platform/refusal';

/**
 * Routes that pages post plain forms to (so they work without JavaScript) and islands send JSON:
 * the same fields either way; a form is answered with a redirect, JSON with JSON.
 */
export const isForm = (req: HonoRequest) =>
  (req.header('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * A form's fields (URL-encoded or multipart). A body that cannot be read as one (a multipart body
 * cut short, a boundary that never comes) is the sender's mistake: 400, never a 500.
 */
export async function readForm(req: HonoRequest, options: Partial<ParseBodyOptions> = {}) {
  try {
    return await req.parseBody(options);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal('invalid', 'api.formUnreadable');
  }
}

/** The fields sent, as a form or as a JSON object; anything else (`null`, a list, a word) is no fields. */
export async function bodyOf(req: HonoRequest): Promise<Record<string, unknown>> {
  if (isForm(req)) return await readForm(req);
  const body: unknown = await req.json().catch(() => ({}));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The return path with `?notice=…` added, so the page shows its toast (src/scripts/toast.ts) or
 * its notice; an earlier notice (and the problem that went with it) in the path is replaced.
 */
export function withNotice(path: string, notice: string): string {
  const [beforeHash, hash = ''] = path.split('#');
  const [pathname, query = ''] = beforeHash!.split('?');
  const kept = query.split('&').filter((pair) => pair && !/^(notice|problem)=/.test(pair));
  return `${pathname}?${[...kept, `notice=${notice}`].join('&')}${hash ? `#${hash}` : ''}`;
}

/**
 * A field's text: a string as it came, a number written out, anything else (an object, which may
 * carry a `toString` of its own, a list, a file) as no text.
 */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
