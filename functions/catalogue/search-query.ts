const MAX_TERMS = 8;

/** The words of a search, as the index splits them: runs of letters and digits, lower case, each once. */
export function searchTerms(text: string): string[] {
  const tokens =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(tokens)].slice(0, MAX_TERMS);
}

/**
 * Turns whatever a visitor typed into a safe FTS5 expression: only runs of letters and digits
 * survive, each is quoted, all must match, and the last is prefix-matched as the visitor may
 * still be typing it ("brai" finds braiding). Whole earlier words keep the query cheap.
 * FTS syntax characters, quotes and operators in the input therefore never reach MATCH.
 * Returns null when nothing searchable is left.
 */
export function toFtsQuery(text: string): string | null {
  const unique = searchTerms(text);
  if (unique.length === 0) return null;
  return unique.map((token, index) => `"${token}"${index === unique.length - 1 ? '*' : ''}`).join(' ');
}
