/**
 * Every town and neighbourhood the product knows, with where it is: the one source for "near me",
 * distances on cards, nearby places on a town's page, and which town an area belongs to
 * (locations.ts). Approximate centre points from public gazetteer figures (GeoNames and
 * OpenStreetMap), rounded to about 100 m. Nothing is ever sent to a map service.
 */
export interface Place {
  /** Lower case, as a seller would type it: what a listing's location is matched against. */
  key: string;
  name: string;
  /** The picker town it belongs to. */
  town: string;
  lat: number;
  lng: number;
}

const place = (name: string, town: string, lat: number, lng: number): Place => ({
  key: name.toLowerCase(),
  name,
  town,
  lat,
  lng,
});

export const PLACES: readonly Place[] = [
  place('Nairobi', 'Nairobi', -1.2833, 36.8167),
  place('Nairobi CBD', 'Nairobi', -1.2841, 36.8233),
  place('Westlands', 'Nairobi', -1.2667, 36.8083),
  place('Parklands', 'Nairobi', -1.2614, 36.8189),
  place('Kilimani', 'Nairobi', -1.29, 36.7833),
  place('Kileleshwa', 'Nairobi', -1.2811, 36.7864),
  place('Lavington', 'Nairobi', -1.2786, 36.7692),
  place('Karen', 'Nairobi', -1.3167, 36.7167),
  place('Langata', 'Nairobi', -1.35, 36.75),
  place('South B', 'Nairobi', -1.3106, 36.8361),
  place('South C', 'Nairobi', -1.3197, 36.8258),
  place('Embakasi', 'Nairobi', -1.3167, 36.9),
  place('Kasarani', 'Nairobi', -1.2211, 36.8967),
  place('Kiambu', 'Kiambu', -1.1714, 36.8356),
  place('Ruaka', 'Kiambu', -1.2086, 36.7792),
  place('Ruiru', 'Kiambu', -1.1467, 36.9608),
  place('Juja', 'Kiambu', -1.1, 37.0167),
  place('Limuru', 'Kiambu', -1.1136, 36.6422),
  place('Kikuyu', 'Kiambu', -1.2464, 36.6628),
  place('Thika', 'Thika', -1.0333, 37.0693),
  place('Nakuru', 'Nakuru', -0.3031, 36.08),
  place('Naivasha', 'Nakuru', -0.7167, 36.4333),
  place('Kisumu', 'Kisumu', -0.1022, 34.7617),
  place('Milimani', 'Kisumu', -0.095, 34.75),
];

const BY_KEY = new Map(PLACES.map((item) => [item.key, item]));

export const findPlace = (key: string | null | undefined) => (key ? BY_KEY.get(key.trim().toLowerCase()) : undefined);

/**
 * The place a free-text location names: the first comma-separated part that is a known place
 * ("Milimani, Kisumu" is Milimani), else none.
 */
export function placeOf(location: string): Place | undefined {
  for (const part of location.split(',')) {
    const found = findPlace(part);
    if (found) return found;
  }
  return undefined;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** "Under 1 km", "2.4 km", "38 km". */
export function formatDistance(km: number): string {
  if (km < 1) return 'Under 1 km';
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** Every place by distance from `origin`, nearest first (ties by name, so the order is stable). */
export function placesByDistance(origin: { lat: number; lng: number }) {
  return PLACES.map((item) => ({ place: item, km: distanceKm(origin, item) })).sort(
    (a, b) => a.km - b.km || a.place.name.localeCompare(b.place.name),
  );
}

/** Roughly Kenya: a position outside it is not a place we can measure from. */
export const inKenya = (lat: number, lng: number) => lat >= -5 && lat <= 5.5 && lng >= 33.5 && lng <= 42;
