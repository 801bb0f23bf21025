import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/categories';
import { SAMPLE_LOCATIONS } from '#shared/locations';
import { SAMPLE_NAMES } from '../../../scripts/lib/sample-catalogue';
import { categoryTitle, subcategoryTitle } from './catalogue-names';
import { formatDay, swahiliTime } from './format';
import { GLOSSARY, glossaryProblems } from './glossary';
import { sw } from './sw';
import { formatMessage, translator, type MessageParams } from './translate';
import type { MessageKey } from './en';

const t = translator('sw');
/** Real values for the arguments texts take, from the sample catalogue: every category, counts 0, 1, 2 and 5. */
const SAMPLES: Record<string, Array<string | number>> = {
  category: CATEGORIES.map((category) => categoryTitle(t, category)),
  subcategory: CATEGORIES.flatMap((category) =>
    category.subcategories.map((sub) => subcategoryTitle(t, category.id, sub.slug)),
  ),
  name: Object.values(SAMPLE_NAMES).flat().slice(0, 12),
  service: Object.values(SAMPLE_NAMES).flat().slice(12, 20),
  location: SAMPLE_LOCATIONS.slice(0, 5),
  date: [formatDay('sw', '2026-11-28')],
  time: [swahiliTime(9 * 60), swahiliTime(19 * 60 + 30)],
  when: ['kesho'],
  price: ['Ksh 1,500'],
  amount: ['Ksh 2,500'],
};
const COUNTS = [0, 1, 2, 5];

interface Part {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Part[] }>;
}
/** Each argument of a text with the values to try: a plural's or a number's counts, a select's choices, else samples. */
function argumentValues(parts: Part[], found = new Map<string, Array<string | number>>()) {
  for (const part of parts) {
    if (part.type > 0 && typeof part.value === 'string' && !found.has(part.value)) {
      const name = part.value;
      if (part.type === 5) found.set(name, Object.keys(part.options ?? {}));
      else if (part.type === 2 || part.type === 6) found.set(name, COUNTS);
      else
        found.set(
          name,
          SAMPLES[name] ?? (/count|max|min|kept|confirmed|share|number|n$/i.test(name) ? COUNTS : ['Akinyi']),
        );
    }
    for (const option of Object.values(part.options ?? {})) argumentValues(option.value, found);
  }
  return found;
}

/** Every rendering of a text: each argument through its values while the others keep their first. */
function renderings(key: MessageKey): string[] {
  const values = argumentValues(
    new IntlMessageFormat(sw[key], 'sw', undefined, { ignoreTag: true }).getAst() as Part[],
  );
  const first: MessageParams = Object.fromEntries([...values].map(([name, list]) => [name, list[0]!]));
  const texts = [formatMessage('sw', key, first)];
  for (const [name, list] of values)
    for (const value of list) texts.push(formatMessage('sw', key, { ...first, [name]: value }));
  return texts;
}

describe('the Kiswahili glossary', () => {
  it('names one term per concept', () => {
    expect(new Set(GLOSSARY.map((entry) => entry.concept)).size).toBe(GLOSSARY.length);
  });

  it('holds for every Kiswahili text, rendered with every category, sample names and counts 0, 1, 2 and 5', () => {
    const problems: string[] = [];
    let rendered = 0;
    for (const key of Object.keys(sw) as MessageKey[]) {
      for (const text of renderings(key)) {
        rendered += 1;
        for (const problem of glossaryProblems(text)) problems.push(`${key}: ${problem} (${text})`);
        if (/\{\w+\}/.test(text) && !sw[key].includes("'{")) problems.push(`${key}: a value left out (${text})`);
      }
    }
    expect(problems).toEqual([]);
    expect(rendered).toBeGreaterThan(Object.keys(sw).length);
  });

  it('holds in the Kiswahili pages and articles', () => {
    const problems: string[] = [];
    for (const folder of ['content/pages/sw', 'content/blog/sw']) {
      for (const file of readdirSync(folder)) {
        const text = readFileSync(join(folder, file), 'utf8');
        for (const problem of glossaryProblems(text)) problems.push(`${folder}/${file}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('fails a text that says a concept the old way', () => {
    expect(glossaryProblems('Sasisha kifurushi: Usasishaji')).toEqual([
      'renew, renewal: use "lipia tena, kulipia tena"',
    ]);
    expect(glossaryProblems('Tathmini zangu')).toHaveLength(1);
    expect(glossaryProblems('Imeombwa na mteja, 28 Nov, 19:30')).toHaveLength(1);
    expect(glossaryProblems('Imeombwa na mteja, 28 Nov, saa 1:30 usiku')).toEqual([]);
  });
});
