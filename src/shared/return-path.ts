/**
 * Where a form or link asks to go back to (`next`, `back`, `return`): a path on this site only,
 * else `fallback`. Printable ASCII alone (no control character, space, tab or letter outside
 * Latin-1, which a Location header cannot carry), no backslash, never `//` (another site).
 * Pages and the API both use this one rule.
 */
export function returnPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length <= 500 && /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(value)
    ? value
    : fallback;
}
