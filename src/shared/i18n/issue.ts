import type { Params } from './fill';

/** What a zod problem carries that a message may name. */
export interface IssueLike {
  message: string;
  maximum?: unknown;
  minimum?: unknown;
}

/**
 * The values a problem's message takes: a schema names a catalogue key as its message
 * ('form.atMost'), and the limit it broke comes from the problem itself ({max}, {min}).
 */
export function issueParams(issue: IssueLike): Params | undefined {
  const params: Params = {};
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.max = Number(issue.maximum);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') params.min = Number(issue.minimum);
  return Object.keys(params).length ? params : undefined;
}

/**
 * A schema's message with the values it takes, for a message whose figures zod cannot carry:
 * 'form.settingRange|{"setting":"notice","min":0,"max":72}'. `messageOfIssue` reads it back.
 */
export const keyed = (key: string, params: Params): string => `${key}|${JSON.stringify(params)}`;

/** A key with its values written in (`keyed`) as the two; any other text as it is. */
export function unkeyed(text: string): { key: string; params?: Params } {
  const bar = text.indexOf('|{');
  if (bar < 0) return { key: text };
  try {
    return { key: text.slice(0, bar), params: JSON.parse(text.slice(bar + 1)) as Params };
  } catch {
    return { key: text };
  }
}

/** A problem's message as its key and values (`keyed`, else the limit the problem broke). */
export function messageOfIssue(issue: IssueLike): { key: string; params?: Params } {
  const found = unkeyed(issue.message);
  return found.params ? found : { key: found.key, params: issueParams(issue) };
}
