/**
 * Every USSD screen is made here (issue 43): `CON ` (waiting for an answer) or `END ` (the last),
 * then its lines, at most 182 characters in all and in the GSM-7 basic set, since one character
 * outside it halves what fits. Too long, the choices' names are shortened first, evenly, then the
 * title.
 */
import { toGsm7 } from '../gsm7';

export const USSD_MAX = 182;

export interface Choice {
  /** What the person types: '1', '9', '0'. */
  key: string;
  label: string;
}

/** `text` in at most `max` characters, cut at a word where that keeps most of it, ending in '.'. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return text.slice(0, Math.max(0, max));
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}.`;
}

const join = (kind: 'CON' | 'END', title: string, choices: Choice[], footer: string, longest = Infinity) =>
  `${kind} ${[title, ...choices.map(({ key, label }) => `${key} ${shorten(label, longest)}`), footer]
    .filter(Boolean)
    .join('\n')}`;

export function screen(kind: 'CON' | 'END', title: string, choices: Choice[] = [], footer = ''): string {
  const clean = (text: string) =>
    toGsm7(text)
      .replace(/\s*\n\s*/g, '\n')
      .trim();
  const parts = { title: clean(title), footer: clean(footer) };
  const labels = choices.map((choice) => ({ key: choice.key, label: clean(choice.label).replace(/\n/g, ' ') }));
  let text = join(kind, parts.title, labels, parts.footer);
  for (
    let longest = Math.max(0, ...labels.map((choice) => choice.label.length));
    text.length > USSD_MAX && longest > 8;
  ) {
    text = join(kind, parts.title, labels, parts.footer, --longest);
  }
  if (text.length > USSD_MAX) {
    const room = USSD_MAX - (join(kind, '', labels, parts.footer, 8).length + 1);
    text = join(kind, shorten(parts.title, Math.max(4, room)), labels, parts.footer, 8);
  }
  return text.length > USSD_MAX ? shorten(text, USSD_MAX) : text;
}
