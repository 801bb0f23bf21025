import { useState } from 'react';
import { HOME_MESSAGES, areaWithFee } from '#shared/home-visits';
import { keyed } from '#shared/i18n/issue';
import { Field } from '../forms/Field';
import { useText } from './text';
import type { HomeChoice } from './WhereChoice';

interface Bound {
  id: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

interface HomeFieldsProps {
  /** The areas the listing reaches (nearest first, each with its fee), the one chosen, and a pin. */
  choice: HomeChoice;
  address: Bound;
  landmark: Bound;
  area: Bound;
}

/**
 * Where a visit at the client's place is, in the dialog (decision 043): the address and a landmark
 * in their words, and their area from the short list the booking page and the phone channels offer,
 * or a pin from the phone's position, whose trip is reckoned as the booking will reckon it.
 */
export function HomeFields({ choice, address, landmark, area }: HomeFieldsProps) {
  const { t, locale, message } = useText();
  const { id, name, value, error, onChange } = area;
  const areas = choice.home?.areas ?? [];
  const [failed, setFailed] = useState(false);
  const pinHere = () =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setFailed(false);
        choice.setPin({ lat: coords.latitude, lng: coords.longitude });
      },
      () => setFailed(true),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  const { trip, home } = choice;
  const radius = home?.terms.homeRadiusKm ?? 0;
  const tooFar = trip && trip.km > radius;
  return (
    <fieldset className="home-fields">
      <legend>{t('booking.whereHome')}</legend>
      <Field label={t('booking.address')} required autoComplete="street-address" autoFocus {...address} />
      <Field label={t('booking.landmark')} {...landmark} />
      <div className="field">
        <label htmlFor={id}>{t('booking.area')}</label>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {areas.map((item) => (
            <option key={item.key} value={item.key}>
              {areaWithFee(item, locale)}
            </option>
          ))}
        </select>
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <p className="pin" aria-live="polite">
        {trip ? (
          <>
            {tooFar
              ? message(keyed(HOME_MESSAGES.tooFar, { km: radius, place: home?.place ?? '' }))
              : t('booking.pinned', { km: trip.km, place: home?.place ?? '' })}{' '}
            <button type="button" className="link-button" onClick={() => choice.setPin(null)}>
              {t('booking.unpin')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="link-button" onClick={pinHere}>
              {t('booking.pinHere')}
            </button>{' '}
            {failed && t('booking.pinFailed')}
          </>
        )}
      </p>
    </fieldset>
  );
}
