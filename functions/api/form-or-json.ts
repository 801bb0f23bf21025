import type { Context, HonoRequest } from 'hono';
import { withNotice } from '#shared/form-notice';
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

/** Refusals a form's page does not tell: answered with their status as they are (the wait, the outage, the size). */
const TOLD_AS_THEY_ARE = new Set(['unavailable', 'too-many', 'too-large']);

/**
 * A page form's answer (decision 037): the change, then back to `back` with `done`, or with
 * `failed` and the refusal's key for the page to say. Any other error is the API's to answer.
 */
export async function answerForm(
  c: Context,
  back: string,
  notices: { done: string; failed: string },
  change: () => Promise<unknown>,
): Promise<Response> {
  try {
    await change();
  } catch (error) {
    return formRefused(c, back, notices.failed, error);
  }
  return c.redirect(withNotice(back, { notice: notices.done }), 303);
}

/** A page form's refusal: back to `back` with `failed` and its key; anything else thrown on. */
export function formRefused(c: Context, back: string, failed: string, error: unknown): Response {
  if (!(error instanceof Refusal) || TOLD_AS_THEY_ARE.has(error.kind)) throw error;
  return c.redirect(withNotice(back, { notice: failed, problem: error.keyed }), 303);
}

/**
 * A field's text: a string as it came, a number written out, anything else (an object, which may
 * carry a `toString` of its own, a list, a file) as no text.
 */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
