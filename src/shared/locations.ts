import { PLACES } from './gazetteer';
import { own } from './own';

/**
 * Towns of the location picker and the neighbourhoods we know belong to them.
 * A listing's free-text location is matched to a town once, when it is written,
 * so "Services in Nairobi" also finds listings in Westlands or Karen.
 */
export const PICKER_TOWNS = ['Nairobi', 'Nakuru', 'Kiambu', 'Kisumu', 'Thika'] as const;

/** Areas sellers commonly type, mapped to the town that contains them (from the gazetteer). */
const AREA_TOWN: Record<string, string> = Object.fromEntries(
  PLACES.filter((item) => item.name !== item.town).map((item) => [item.key, item.town]),
);

/** The spec's sample locations plus the picker towns: the seed spreads listings over these. */
export const SAMPLE_LOCATIONS = [
  'Nairobi CBD',
  'Westlands',
  'Karen',
  'Kilimani',
  'Kiambu',
  'Ruiru',
  'Thika',
  'Nakuru',
  'Naivasha',
  'Kisumu',
  'Nairobi',
] as const;

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The town a free-text location belongs to: a known area's town, else the first
 * comma-separated part that names a known town or area, else the text itself in title case.
 */
export function townOf(location: string): string {
  const parts = location
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  for (const part of [...parts].reverse()) {
    const town = PICKER_TOWNS.find((t) => t.toLowerCase() === part);
    if (town) return town;
  }
  for (const part of parts) {
    const town = own(AREA_TOWN, part);
    if (town) return town;
  }
  return titleCase(parts[parts.length - 1] ?? location);
}

export function locationPath(town: string): string {
  return `/services/location/${encodeURIComponent(town)}`;
}
