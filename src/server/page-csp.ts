/**
 * Astro writes the same script-src into every page: a hash for each script it knows across the
 * whole site, about 700 bytes of header on every answer. On a phone's first round trip the page
 * and its headers share about 14.6 KB (decision 019), so a page keeps only the hashes of the inline
 * scripts it carries. Only Astro's own hashes are kept: a script that is in the page but not in
 * Astro's list (one smuggled in by content) stays refused.
 */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

export async function policyForPage(policy: string, html: string): Promise<string> {
  const directives = policy.split(';');
  const at = directives.findIndex((directive) => directive.trim().startsWith('script-src '));
  if (at < 0) return policy;
  const present = new Set(await Promise.all([...html.matchAll(INLINE_SCRIPT)].map(([, body]) => sha256(body!))));
  const [lead] = /^\s*/.exec(directives[at]!)!;
  const sources = directives[at]!.trim().split(/\s+/);
  directives[at] = lead + sources.filter((source) => !source.startsWith("'sha256-") || present.has(source)).join(' ');
  return directives.join(';');
}
