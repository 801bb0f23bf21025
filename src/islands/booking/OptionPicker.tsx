import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import { formatDuration } from '#shared/format';

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
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [serviceId, onChosen]);

  if (error) return <p className="form-error">{error}</p>;
  if (!options) return <p className="slots-note">Loading the options…</p>;
  return (
    <form
      className="option-picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChosen(chosen);
      }}
    >
      <fieldset>
        <legend>Which service would you like?</legend>
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
              Ksh {option.price} · {formatDuration(option.durationMinutes)}
            </span>
          </label>
        ))}
      </fieldset>
      <button className="button" type="submit" disabled={!chosen}>
        Choose a time
      </button>
    </form>
  );
}
