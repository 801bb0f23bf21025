import type { HonoRequest } from 'hono';

/**
 * Routes that pages post plain forms to (so they work without JavaScript) and islands send JSON:
 * the same fields either way; a form is answered with a redirect, JSON with JSON.
 */
export const isForm = (req: HonoRequest) =>
  (req.header('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded');

export const bodyOf = async (req: HonoRequest): Promise<Record<string, unknown>> =>
  isForm(req) ? await req.parseBody() : await req.json().catch(() => ({}));

/** The return path with `?notice=…` added, so the page shows its toast (src/scripts/toast.ts). */
export function withNotice(path: string, notice: string): string {
  const [beforeHash, hash = ''] = path.split('#');
  const joiner = beforeHash!.includes('?') ? '&' : '?';
  return `${beforeHash}${joiner}notice=${notice}${hash ? `#${hash}` : ''}`;
}
