/**
 * A table from names to catalogue keys, for labels named after what they label:
 * `keysFor('bookingStatus', ['requested'])` is `{ requested: 'bookingStatus.requested' }`.
 */
export const keysFor = <Prefix extends string, Name extends string>(prefix: Prefix, names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, `${prefix}.${name}`])) as { [K in Name]: `${Prefix}.${K}` };
