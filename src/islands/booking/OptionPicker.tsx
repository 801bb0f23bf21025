import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import { formatDuration, formatKsh } from '#shared/format';
import { useText } from './text';

/** One of a listing's options as the dialog books it; `deposit`: Ksh asked for it, null for none. */
export type BookableOption = {
  id: string;
  name: string;
  price: number;
  durationMinutes: number;
  deposit: number | null;
  /** Taught in a class's sessions (decision 049): booked a seat at a time, several on the class page. */
  inClass?: boolean;
};

interface OptionPickerProps {
  serviceId: number;
  /** The option asked for in the page's address (back from signing in): chosen at once when it exists. */
  preselected?: string | null | undefined;
  onLoaded: (options: BookableOption[]) => void;
  onChosen: (option: BookableOption | null) => void;
}

/**
 * The dialog's first step when a listing has more than one option (decision 014): which one,
 * with its price and how long it takes, so the times offered next fit it. One option: no step.
 */
export function OptionPicker({ serviceId, preselected, onLoaded, onChosen }: OptionPickerProps) {
  const { t, message, locale } = useText();
  const [options, setOptions] = useState<BookableOption[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    call(api.services[':id'].options.$get({ param: { id: String(serviceId) } }))
      .then((found) => {
        if (!current) return;
        onLoaded(found);
        const asked = found.find((option) => option.id === preselected);
        if (asked || found.length <= 1) onChosen(asked ?? found[0] ?? null);
        else setOptions(found);
      })
      .catch((failure: Error) => current && setError(message(failure.message)));
    return () => {
      current = false;
    };
  }, [serviceId, preselected, onLoaded, onChosen, message]);

  if (error) return <p className="form-error">{error}</p>;
  if (!options) return <p className="slots-note">{t('booking.loadingOptions')}</p>;
  return (
    <form
      className="option-picker"
      onSubmit={(event) => {
        event.preventDefault();
        const option = options.find((item) => item.id === chosen);
        if (option) onChosen(option);
      }}
    >
      <fieldset>
        <legend>{t('booking.whichOption')}</legend>
        {options.map((option) => (
          <label key={option.id} className="option">
            <input
              type="radio"
              name="option"
              value={option.id}
              checked={chosen === option.id}
              onChange={() => setChosen(option.id)}
            />
            <span>{option.name}</span>
            <span className="option-facts">
              {formatKsh(option.price, locale)} · {formatDuration(option.durationMinutes, locale)}
            </span>
          </label>
        ))}
      </fieldset>
      <button className="button" type="submit" disabled={!chosen}>
        {t('booking.chooseTime')}
      </button>
    </form>
  );
}
