import { SOMETHING_WENT_WRONG } from '#shared/messages';
import type { ClientResponse, hc } from 'hono/client';
import type { AppType } from '#functions/api/app';

/** The shape `hc<AppType>` gives the API: every path, input and answer, checked by `tsc`. */
type Api = ReturnType<typeof hc<AppType>>['api'];
interface CallArgs {
  param?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
}

/**
 * The islands' one way to call our API: `api.services[':id'].$patch({ param, json })`. Paths,
 * inputs and answers are checked against the Hono app's own type (`AppType`), so a renamed field
 * fails `tsc`, not a phone. Only the type crosses from the server. The runtime is this small proxy
 * rather than hono's `hc` (2 KB gzipped, which the post form's page has no room for under its
 * 90 KB budget; decision 011): it turns the property path into the URL and sends JSON.
 */
function route(path: string[]): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key: string) => route([...path, key]),
    apply: (_target, _this, [args = {}]: [CallArgs?]) => {
      const method = path.at(-1)!.slice(1).toUpperCase();
      const segments = path
        .slice(0, -1)
        .map((part) => (part.startsWith(':') ? encodeURIComponent(args.param?.[part.slice(1)] ?? '') : part));
      const query = new URLSearchParams(args.query).toString();
      return fetch(`/${segments.join('/')}${query ? `?${query}` : ''}`, {
        method,
        credentials: 'same-origin',
        headers: {
          // The page's language, so refusals come back in it (functions/api/said.ts).
          ...(typeof document === 'undefined' ? {} : { 'Accept-Language': document.documentElement.lang }),
          ...(args.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: args.json === undefined ? undefined : JSON.stringify(args.json),
      });
    },
  });
}

export const api = route(['api']) as Api;

/**
 * A failed call: the server's `message` (already in the page's language) and its `code`, the
 * catalogue key; or, when nothing came back, the caller's fallback key for the island to say.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = message,
  ) {
    super(message);
  }
}

/** Re-exported: islands and scripts take it from here with the client. */

type Success = 200 | 201 | 202 | 204;
/** The answer's body when the call succeeds. */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, string> ? (Status extends Success ? Body : never) : never;

/** Awaits a call: its successful answer, or an ApiError carrying the server's message (or `fallback`). */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
  fallback = SOMETHING_WENT_WRONG,
): Promise<Answer<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, fallback);
  }
  const data = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  if (!response.ok) throw new ApiError(response.status, data?.message || fallback, data?.code);
  return data as Answer<R>;
}
