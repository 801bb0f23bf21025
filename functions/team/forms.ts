/**
 * The team page's plain forms: what a member form posts, read into the fields the JSON
 * API takes, so one schema and one service check both. Field names:
 * - `name`, `active` (a checkbox), `serviceIds` (checkboxes, repeated);
 * - `hours` = `business` | `own`, and for their own hours `opens-{0..6}` / `closes-{0..6}`
 *   (minutes after midnight; an empty `opens` is a day off), weekday 0 being Sunday;
 * - `price-{serviceId}-{option}`: their own price for that option, empty for the listing's;
 * - `option-{serviceId}-{option}` for every option shown, and `does-{serviceId}-{option}` (a
 *   checkbox) for those they do: the others are the options they do not do.
 */
import { fieldText } from '#functions/api/form-or-json';
import { own } from '#shared/own';

type Fields = Record<string, unknown>;

/** All values of a field sent once or repeated, as texts. */
const texts = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map(fieldText).filter(Boolean);

function weekOf(fields: Fields) {
  if (fieldText(fields.hours) !== 'own') return null;
  return Array.from({ length: 7 }, (_, day) => {
    const opens = fieldText(fields[`opens-${day}`]);
    const closes = fieldText(fields[`closes-${day}`]);
    return opens === '' ? null : { opens: Number(opens), closes: Number(closes) };
  });
}

function pricesOf(fields: Fields) {
  const prices: Array<{ serviceId: string; option: string; price: string }> = [];
  for (const [field, value] of Object.entries(fields)) {
    const found = /^price-(\d{1,12})-(.+)$/s.exec(field);
    const price = fieldText(value).trim();
    if (found && price !== '') prices.push({ serviceId: found[1]!, option: found[2]!, price });
  }
  return prices;
}

function skipsOf(fields: Fields) {
  const skips: Array<{ serviceId: string; option: string }> = [];
  for (const field of Object.keys(fields)) {
    const found = /^option-(\d{1,12})-(.+)$/s.exec(field);
    if (found && fieldText(own(fields, `does-${found[1]}-${found[2]}`)) !== 'on') {
      skips.push({ serviceId: found[1]!, option: found[2]! });
    }
  }
  return skips;
}

/**
 * A member form as the API's member fields. The add form has no `active` box (a new member takes
 * bookings) and sends `new`; the change form's unticked box means they stop taking bookings.
 */
export function memberFromForm(fields: Fields) {
  const adding = fieldText(fields.new) === '1';
  return {
    name: fieldText(fields.name),
    serviceIds: texts(fields.serviceIds),
    week: weekOf(fields),
    active: adding || fieldText(fields.active) === 'on',
    prices: pricesOf(fields),
    skips: skipsOf(fields),
  };
}
