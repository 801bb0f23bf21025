import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import { tripTo, type HomeOffer } from '#shared/home-visits';
import { useText } from './text';

/**
 * What the listing offers at the client's place (decision 043), once known: null while asked, or
 * when it comes to no one's place (then the dialog asks nothing about where).
 */
export function useHomeOffer(serviceId: number | null): HomeOffer | null {
  const [offer, setOffer] = useState<HomeOffer | null>(null);
  useEffect(() => {
    setOffer(null);
    if (!serviceId) return;
    let current = true;
    call(api.services[':id'].home.$get({ param: { id: String(serviceId) } }))
      .then((found) => current && setOffer(found.areas.length ? found : null))
      .catch(() => undefined); // Without it, the visit is booked at the provider's place.
    return () => {
      current = false;
    };
  }, [serviceId]);
  return offer;
}

/**
 * Where a new booking's visit is, and what its trip costs: at the provider's place, or at the
 * client's (a listing that only comes to clients always), in the area chosen or at a pin. A move
 * keeps where the booking was.
 */
export function useHomeChoice(serviceId: number | null, moving: { atHome?: boolean } | null) {
  const home = useHomeOffer(moving ? null : serviceId);
  const [chose, setChose] = useState(false);
  const [areaKey, setAreaKey] = useState('');
  const [pin, setPin] = useState<{ lat: number; lng: number } | null>(null);
  const atHome = moving ? (moving.atHome ?? false) : home !== null && (home.only || chose);
  const area = home?.areas.find((item) => item.key === areaKey) ?? home?.areas[0];
  const trip = home?.from && pin ? tripTo(home.terms, home.from, pin) : null;
  return { home, atHome, chose, setChose, area, setAreaKey, pin, setPin, trip, fee: trip?.fee ?? area?.fee ?? 0 };
}
export type HomeChoice = ReturnType<typeof useHomeChoice>;

interface WhereChoiceProps {
  /** The listing's own place, as the search names it. */
  place: string | null;
  atHome: boolean;
  onChange: (atHome: boolean) => void;
}

/** Where the visit is, above the calendar: its free times keep the travel time before a home visit. */
export function WhereChoice({ place, atHome, onChange }: WhereChoiceProps) {
  const { t } = useText();
  return (
    <fieldset className="where-choice">
      <legend>{t('booking.where')}</legend>
      <label>
        <input type="radio" name="where" checked={!atHome} onChange={() => onChange(false)} />{' '}
        {t('booking.whereThere', { place: place ?? '' })}
      </label>
      <label>
        <input type="radio" name="where" checked={atHome} onChange={() => onChange(true)} /> {t('booking.whereHome')}
      </label>
    </fieldset>
  );
}
