import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import { formatDuration, formatKsh } from '#shared/format';
import { useText } from './text';

type Option = { id: string; name: string; price: number; durationMinutes: number };

interface OptionPickerProps {
  serviceId: number;
  onChosen: (optionId: string | null) => void;
}

/**
 * The dialog's first step when a listing has more than one option (decision 014): which one,
 * with its price and how long it takes, so the times offered next fit it. One option: no step.
 */
export function OptionPicker({ serviceId, onChosen }: OptionPickerProps) {
  const { t, message, locale } = useText();
  const [options, setOptions] = useState<Option[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    call(api.services[':id'].options.$get({ param: { id: String(serviceId) } }))
      .then((found) => {
        if (!current) return;
        if (found.length <= 1) onChosen(found[0]?.id ?? null);
        else setOptions(found);
      })
      .catch((failure: Error) => current && setError(message(failure.message)));
    return () => {
      current = false;
    };
  }, [serviceId, onChosen, message]);

  if (error) return <p className="form-error">{error}</p>;
  if (!options) return <p className="slots-note">{t('booking.loadingOptions')}</p>;
  return (
    <form
      className="option-picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChosen(chosen);
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
