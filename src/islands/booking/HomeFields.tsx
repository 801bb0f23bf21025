import { formatKsh } from '#shared/format';
import type { HomeArea } from '#shared/home-visits';
import { Field } from '../forms/Field';
import { useText } from './text';

interface Bound {
  id: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

interface HomeFieldsProps {
  /** The areas the listing reaches, nearest first, each with the fee its trip adds. */
  areas: HomeArea[];
  address: Bound;
  landmark: Bound;
  area: Bound;
}

/**
 * Where a visit at the client's place is, in the dialog (decision 043): the address and a landmark
 * in their words, and their area from the short list the booking page and the phone channels offer.
 */
export function HomeFields({ areas, address, landmark, area }: HomeFieldsProps) {
  const { t, locale } = useText();
  const { id, name, value, error, onChange } = area;
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
          value={value || areas[0]?.key}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {areas.map((item) => (
            <option key={item.key} value={item.key}>
              {item.fee > 0 ? `${item.name} (+${formatKsh(item.fee, locale)})` : item.name}
            </option>
          ))}
        </select>
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
