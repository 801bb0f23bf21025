import type { AstroGlobal } from 'astro';
import { translator } from '#shared/i18n/translate';
import { safeParseAsync, type $ZodType } from 'zod/v4/core';
import { apiApp } from './api-app';
import { localePath, type Locale } from '#shared/i18n/locales';
import { JSON_BODY_LIMIT } from '#functions/api/body-limits';
import { Refusal } from '#functions/platform/refusal';
import { statusOf } from '#functions/api/refusal-status';
import { isSecure } from '#functions/accounts/cookies';
import { toastCookie } from '#shared/toast-cookie';
import { limitedBody, REQUEST_TOO_LARGE } from '#functions/api/request-body';

/**
 * Pages whose forms post to themselves (sign-in, sign-up, reset, contact): they work
 * without JavaScript, and src/scripts/light-form.ts sends the same post with `Accept:
 * application/json` to show the answer in place. The page checks the fields with the shared
 * schema (every field's first problem, in the spec's words), then asks the API in-process, so
 * its rules (rate limits, origin check, sessions) stay in one place (decision 019).
 */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A problem with the whole form (wrong password, an expired link), shown once above the button. */
  message?: string;
  /** Success that stays on the page (a message was sent). */
  notice?: string;
}

/** A redirect (with the toast the next page shows, when the script sent the form), or success in place. */
export type Outcome = { redirect: string; cookies?: string[]; toast?: string } | { notice: string };

export class FormRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Never echoed back into the page. */
const SECRET = /password/i;
const FIELD_LIMIT = 10_000;

const wantsJson = (request: Request) => (request.headers.get('Accept') ?? '').includes('application/json');

/**
 * The posted fields, read no further than the API's own body limit (a form here is a few fields;
 * a larger body is refused with 413 as soon as it passes the limit, never held in memory).
 */
async function readValues(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return {};
  const body = limitedBody(request, JSON_BODY_LIMIT);
  const data = await new Response(body, { headers: { 'Content-Type': type } }).formData().catch((error: unknown) => {
    if (error instanceof Refusal) throw error;
    return null;
  });
  const fields = [...(data ?? [])].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  // Object.fromEntries defines own fields: a field named __proto__ is a field like any other.
  return Object.fromEntries(fields.map(([key, value]) => [key, value.slice(0, FIELD_LIMIT)]));
}

/** Each field's first problem, in the page's language (the schemas name catalogue keys). */
function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[], locale: Locale) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= translator(locale).say(issue.message);
  return errors;
}

/**
 * Handles the page's POST (nothing on GET): a Response to return (a redirect, or JSON for the
 * script), or the state to render, with the page's status already set.
 * `input` turns the posted strings into what the schema reads (a checkbox into a boolean).
 */
export async function handleFormPost<Schema extends $ZodType>(
  astro: AstroGlobal,
  schema: Schema,
  submit: (data: Schema['_zod']['output'], values: Record<string, string>) => Promise<Outcome>,
  input: (values: Record<string, string>) => unknown = (values) => values,
): Promise<Response | FormState> {
  if (astro.request.method !== 'POST') return { values: {}, errors: {} };
  const reply = (status: number, state: FormState & { location?: string }) => {
    astro.response.status = status;
    return wantsJson(astro.request) ? Response.json(state, { status }) : state;
  };
  let values: Record<string, string>;
  try {
    values = await readValues(astro.request);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const message = translator(astro.locals.locale)(
      error.kind === 'too-large' ? REQUEST_TOO_LARGE : error.key,
      error.params,
    );
    return reply(statusOf(error), { values: {}, errors: {}, message });
  }
  const shown = Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET.test(key)));
  const parsed = await safeParseAsync(schema, input(values));
  if (!parsed.success)
    return reply(400, { values: shown, errors: firstErrors(parsed.error.issues, astro.locals.locale) });
  try {
    const outcome = await submit(parsed.data, values);
    const locale = astro.locals.locale;
    if ('notice' in outcome)
      return reply(200, { values: {}, errors: {}, notice: translator(locale).say(outcome.notice) });
    // The next page in the same language, with its toast in it.
    const location = localePath(locale, outcome.redirect);
    const toast = outcome.toast && translator(locale).say(outcome.toast);
    const headers = new Headers({ Location: location, 'Cache-Control': 'private, no-store' });
    for (const cookie of outcome.cookies ?? []) headers.append('Set-Cookie', cookie);
    if (!wantsJson(astro.request)) {
      // Posted before the page's script took the form (a slow phone): the toast rides in a
      // one-minute cookie the next page's script shows and clears (src/scripts/toast.ts).
      if (toast) headers.append('Set-Cookie', toastCookie(toast, isSecure(false, astro.request)));
      return new Response(null, { status: 303, headers });
    }
    headers.delete('Location');
    headers.set('Content-Type', 'application/json');
    return new Response(JSON.stringify({ location, toast }), { status: 200, headers });
  } catch (error) {
    if (!(error instanceof FormRefused)) throw error;
    return reply(error.status, {
      values: shown,
      errors: {},
      message: translator(astro.locals.locale).say(error.message),
    });
  }
}

/**
 * POSTs JSON to the API in-process as the visitor: their cookies, origin and address (plus
 * `cookie`, a session just made), in the page's language. A refusal becomes FormRefused with the
 * API's message.
 */
export async function callApi(astro: AstroGlobal, path: string, body: unknown, cookie?: string) {
  const headers = new Headers({ 'Content-Type': 'application/json', 'Accept-Language': astro.locals.locale });
  for (const name of ['Origin', 'User-Agent', 'X-Forwarded-For']) {
    const value = astro.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cookies = [astro.request.headers.get('Cookie'), cookie].filter(Boolean).join('; ');
  if (cookies) headers.set('Cookie', cookies);
  const request = new Request(new URL(path, astro.url), { method: 'POST', headers, body: JSON.stringify(body) });
  const response = await apiApp.fetch(request, { clientAddress: astro.clientAddress });
  const answer = (await response.json().catch(() => ({}))) as { message?: string } & Record<string, unknown>;
  if (!response.ok) throw new FormRefused(response.status, answer.message ?? 'messages.somethingWentWrong');
  return { answer, cookies: response.headers.getSetCookie() };
}
