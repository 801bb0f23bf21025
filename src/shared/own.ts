/**
 * `table[key]` for a key that came from outside (a visitor's word, a provider's status): only the
 * table's own entries, never what every object inherits (`constructor`, `__proto__`, `toString`).
 */
export function own<Value>(table: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
