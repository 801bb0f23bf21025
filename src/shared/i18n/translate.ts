import { en, type MessageKey } from './en';
import { sw } from './sw';
import { DEFAULT_LOCALE, LOCALE_TAGS, localePath, type Locale } from './locales';
import { formatNumber } from './format';
import { fill, type Params } from './fill';

/** Both catalogues, by language: the server's; an island gets only the strings it shows. */
export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, sw };

/** The keys that come in plural forms ('stars.label' for 'stars.label.one' and '.other'). */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;

export interface Translate {
  (key: MessageKey, params?: Params): string;
  /** The form of `key` that `count` takes in this language ({count} is put in, with separators). */
  plural(key: PluralKey, count: number, params?: Params): string;
  locale: Locale;
  /** A page of this site in this language: '/about' or '/sw/about'. Links are written with it as pages render. */
  path(path: string): string;
}

/** The texts of one language; a key missing there (never, by the parity test) falls back to English. */
export function translator(locale: Locale = DEFAULT_LOCALE): Translate {
  const catalogue = CATALOGUES[locale];
  const rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
  const t = ((key: MessageKey, params?: Params) => fill(catalogue[key] ?? en[key], params)) as Translate;
  t.plural = (key, count, params) => {
    const form = `${key}.${rules.select(count)}` as MessageKey;
    const text = catalogue[form] ?? catalogue[`${key}.other` as MessageKey];
    return fill(text, { ...params, count: formatNumber(locale, count) });
  };
  t.locale = locale;
  t.path = (path) => localePath(locale, path);
  return t;
}
