/** Minutes to read a text at 200 words a minute (at least 1), ignoring markup and front matter. */
export const WORDS_PER_MINUTE = 200;

export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/^---[\s\S]*?---/, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>|!\[[^\]]*\]\([^)]*\)|\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .replace(/[#*_>`|-]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
