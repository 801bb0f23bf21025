/**
 * Puts values into a catalogue text (`{name}` marks one) and picks a plural form. No catalogue
 * here, so an island's own small strings module can use it too.
 */
export type Params = Record<string, string | number>;

export const fill = (text: string, params?: Params): string =>
  params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;
