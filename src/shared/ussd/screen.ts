/**
 * Every USSD screen is made here: `CON ` (waiting for an answer) or `END ` (the last),
 * then its lines, at most 182 characters in all and in the GSM-7 basic set, since one character
 * outside it halves what fits. Only names (a listing's, an option's, a person's) are shortened
 * to fit, evenly, with "..."; times, days, money and the words to press never are: a screen is
 * designed to fit them (shorter labels, fewer choices a page), and functions/ussd/screens.test.ts
 * draws every one with the longest names to hold it to that.
 */
import { toGsm7 } from '../gsm7';

export const USSD_MAX = 182;
/** A name is never shortened below this. */
const SHORTEST_NAME = 8;

export interface Choice {
  /** What the person types: '1', '9', '0'. */
  key: string;
  label: string;
  /** A name, which may be shortened to fit. */
  name?: boolean;
}

/** A line above the choices; a `{ name }` line may be shortened to fit. */
export type Line = string | { name: string };

/** A name in at most `max` characters: cut at a word where that keeps most of it, then "...". */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 3;
  if (room <= 0) return text.slice(0, Math.max(0, max));
  const cut = text.slice(0, room + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= room / 2 ? cut.slice(0, space) : text.slice(0, room)).replace(/[\s,.;:-]+$/, '')}...`;
}

const clean = (text: string) =>
  toGsm7(text)
    .replace(/\s*\n\s*/g, '\n')
    .trim();

/** Whether the screen fits as it is, no name shortened. */
export const fitsWhole = (kind: 'CON' | 'END', title: Line | Line[], choices: Choice[] = [], footer = '') =>
  screen(
    kind,
    title,
    choices.map((choice) => ({ ...choice, name: false })),
    footer,
    false,
  ).length <= USSD_MAX;

export function screen(
  kind: 'CON' | 'END',
  title: Line | Line[],
  choices: Choice[] = [],
  footer = '',
  fit = true,
): string {
  const lines = (Array.isArray(title) ? title : [title])
    .map((line) =>
      typeof line === 'string' ? { text: clean(line), name: false } : { text: clean(line.name), name: true },
    )
    .filter((line) => line.text);
  const rows = choices.map((choice) => ({ ...choice, label: clean(choice.label).replace(/\n/g, ' ') }));
  const draw = (longest: number) => {
    const fit = (text: string, name: boolean | undefined) => (name ? shorten(text, longest) : text);
    return `${kind} ${[
      ...lines.map((line) => fit(line.text, line.name)),
      ...rows.map(({ key, label, name }) => `${key} ${fit(label, name)}`),
      clean(footer),
    ]
      .filter(Boolean)
      .join('\n')}`;
  };
  const names = [
    ...lines.filter((line) => line.name).map((line) => line.text),
    ...rows.filter((row) => row.name).map((row) => row.label),
  ];
  let longest = Math.max(0, ...names.map((name) => name.length));
  let text = draw(longest);
  if (!fit) return text;
  while (text.length > USSD_MAX && longest > SHORTEST_NAME) text = draw(--longest);
  // A screen the menu never draws (the test holds every one within bounds): still sent whole-ish.
  return text.length > USSD_MAX ? `${text.slice(0, USSD_MAX - 3)}...` : text;
}
