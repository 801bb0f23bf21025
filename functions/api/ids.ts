/** A row id from a URL or a form: a positive whole number, or undefined for anything else. */
export function parseId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}
