import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageKey } from './en';
import { sw } from './sw';
import { DEFAULT_LOCALE, LOCALE_TAGS, localePath, type Locale } from './locales';
import { unkeyed } from './issue';

/** Both catalogues, by language: the server's; an island gets only the strings it shows. */
export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, sw };

/** A message and what goes into it: what a service hands back for a page or the API to word. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/** What goes into a message: values, or another message said in the same language. */
export type MessageParams = Record<string, string | number | Message>;

export interface Translate {
  /** The text of `key` in this language, its ICU MessageFormat arguments filled ({count, plural, …} too). */
  (key: MessageKey, params?: MessageParams): string;
  /**
   * A message held as a string (a view's label, a schema's `keyed` problem, a service's notice):
   * said in this language when it is a catalogue key; any other text as it is.
   */
  say(text: string, params?: MessageParams): string;
  locale: Locale;
  /** A page of this site in this language: '/about' or '/sw/about'. Links are written with it as pages render. */
  path(path: string): string;
}

interface Compiled {
  format: IntlMessageFormat;
  /** Every argument the text names, in plural branches too. */
  names: string[];
}
const compiled = new Map<string, Compiled>();

/** The argument names of a parsed message (intl-messageformat's AST: a part with a string `value` past 0 is one). */
function argumentNames(parts: readonly unknown[]): string[] {
  return parts.flatMap((part) => {
    const { type, value, options } = part as {
      type: number;
      value?: unknown;
      options?: Record<string, { value: unknown[] }>;
    };
    const own = type > 0 && typeof value === 'string' ? [value] : [];
    return [...own, ...Object.values(options ?? {}).flatMap((option) => argumentNames(option.value))];
  });
}

function compile(locale: Locale, key: MessageKey): Compiled {
  const id = `${locale}:${key}`;
  let found = compiled.get(id);
  if (!found) {
    const format = new IntlMessageFormat(CATALOGUES[locale][key] ?? en[key], LOCALE_TAGS[locale], undefined, {
      ignoreTag: true,
    });
    found = { format, names: [...new Set(argumentNames(format.getAst()))] };
    compiled.set(id, found);
  }
  return found;
}

/** The arguments a text takes in a language ('count', 'rating'): both languages must take the same. */
export const argumentsOf = (locale: Locale, key: MessageKey): string[] => [...compile(locale, key).names].sort();

/**
 * `key` in `locale`, formatted as ICU MessageFormat (intl-messageformat): `{name}` puts a value
 * in, `{count, plural, one {…} other {…}}` picks the form (`#` is the count, with separators).
 * Tags are plain text. A value not given reads `{name}`, never an error on a page.
 */
export function formatMessage(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const { format, names } = compile(locale, key);
  const valueOf = (value: MessageParams[string]) =>
    typeof value === 'object' ? formatMessage(locale, value.key, value.params) : value;
  const given = Object.fromEntries(
    names.map((name) => [name, Object.hasOwn(params, name) ? valueOf(params[name]!) : `{${name}}`]),
  );
  return String(format.format(given));
}

/** Whether a text is a key of the catalogue (a schema's message always is; zod's own are not). */
export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(en, text);

/** The texts of one language; a key missing there (never, by the parity test) falls back to English. */
export function translator(locale: Locale = DEFAULT_LOCALE): Translate {
  const t = ((key: MessageKey, params?: MessageParams) => formatMessage(locale, key, params)) as Translate;
  t.say = (text, params) => {
    const { key, params: own } = unkeyed(text);
    return isMessageKey(key) ? formatMessage(locale, key, { ...own, ...params }) : text;
  };
  t.locale = locale;
  t.path = (path) => localePath(locale, path);
  return t;
}

/**
 * The raw texts of `keys` in `locale`, for a script or an island to fill itself (`fill`): so no
 * bundle carries a catalogue. Only texts with simple `{name}` arguments may go (i18n.test.ts).
 */
export const wordsFor = (locale: Locale, keys: readonly MessageKey[]): Record<string, string> =>
  Object.fromEntries(keys.map((key) => [key, CATALOGUES[locale][key] ?? en[key]]));
