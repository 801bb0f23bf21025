import type { ByteSpan } from './storage';

/**
 * The span an HTTP `Range` header asks for in an object of `size` bytes (RFC 9110): `bytes=a-b`,
 * `bytes=a-` or `bytes=-n`. Null means the whole object (no header, or one we do not serve, such
 * as several ranges); 'unsatisfiable' means 416.
 */
export function spanOf(header: string | undefined | null, size: number): ByteSpan | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { offset: Math.max(0, size - suffix), length: Math.min(suffix, size) };
  }
  const offset = Number(first);
  if (offset >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < offset) return null;
  return { offset, length: end - offset + 1 };
}
