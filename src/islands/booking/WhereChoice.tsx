import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import type { HomeOffer } from '#shared/home-visits';
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
